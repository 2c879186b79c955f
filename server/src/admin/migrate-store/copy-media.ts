import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { isScratchName } from '@speechdeck/core/server';
import { AdminError, EXIT_CODES } from '../admin-error.ts';

export interface MediaCopied {
  files: number;
  bytes: number;
}

/**
 * Copies a SQLite installation's files into the folder PostgreSQL hosts share as
 * SPEECHDECK_MEDIA_DIR, laid out as they read it: `<data dir>/media/<user>/…` to
 * `<media dir>/<user>/…` (the keys in rows are relative to it) and `<data dir>/images` to
 * `<media dir>/images`. Scratch an interrupted host left is not copied. A file already there is
 * replaced, so a run stopped half-way can be run again.
 */
export async function copyMedia(dataDir: string, mediaDir: string): Promise<MediaCopied> {
  const copied = { files: 0, bytes: 0 };
  await copyFolder(join(dataDir, 'media'), mediaDir, copied);
  await copyFolder(join(dataDir, 'images'), join(mediaDir, 'images'), copied);
  return copied;
}

/** A media dir in the folders copied would be copied into itself. */
export function assertMediaDirApart(dataDir: string, mediaDir: string): void {
  for (const folder of ['media', 'images']) {
    if (relative(resolve(dataDir, folder), resolve(mediaDir)).startsWith('..')) continue;
    throw new AdminError(`--media-dir ${mediaDir} is the data dir's ${folder} folder or inside it: name a folder of its own, or leave --media-dir out`, EXIT_CODES.REFUSED);
  }
}

async function copyFolder(from: string, to: string, copied: MediaCopied): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (isScratchName(entry.name)) continue;
    if (entry.isDirectory()) await copyFolder(join(from, entry.name), join(to, entry.name), copied);
    if (!entry.isFile()) continue;
    await mkdir(to, { recursive: true });
    await copyFile(join(from, entry.name), join(to, entry.name));
    copied.files++;
    copied.bytes += (await stat(join(to, entry.name))).size;
  }
}
