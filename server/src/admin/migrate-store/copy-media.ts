import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { errorMessage } from '@speechdeck/core';
import { isScratchName } from '@speechdeck/core/server';
import { parseS3Url, s3Client, uploadFile } from '../../services/media/s3-media.ts';
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

/**
 * Copies a media folder (`<user>/…` at its top, as SPEECHDECK_MEDIA_DIR has it) and the images into
 * the bucket of `to` under the same keys (`<user>/…`, `images/…`), skipping scratch. An object
 * already there is replaced, so a run stopped half-way can be run again.
 */
export async function copyMediaToBucket(
  options: { from: string; images?: string; to: string },
  onFile?: (files: number, bytes: number) => void,
): Promise<MediaCopied> {
  const place = parseS3Url(options.to);
  const client = s3Client(place);
  const copied = { files: 0, bytes: 0 };
  const upload = (prefix: string) => async (path: string, relativeKey: string) => {
    copied.bytes += (await uploadFile(client, place.bucket, `${place.prefix}${prefix}${relativeKey}`, path)).bytes;
    copied.files++;
    onFile?.(copied.files, copied.bytes);
  };
  try {
    const images = resolve(options.images ?? join(options.from, 'images'));
    // Within the media folder the images are walked as images only.
    await eachFile(options.from, upload(''), (path) => resolve(path) !== images);
    await eachFile(images, upload('images/'));
    return copied;
  } catch (error) {
    throw new AdminError(`copying into the bucket failed after ${copied.files} files: ${errorMessage(error)}`);
  } finally {
    client.destroy();
  }
}

async function copyFolder(from: string, to: string, copied: MediaCopied): Promise<void> {
  await eachFile(from, async (path, key) => {
    const target = join(to, ...key.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(path, target);
    copied.files++;
    copied.bytes += (await stat(target)).size;
  });
}

/** Every file below `root` but scratch, with its path relative to `root` ('7/a.wav'). */
async function eachFile(root: string, visit: (path: string, key: string) => Promise<void>, descend: (dir: string) => boolean = () => true, under = ''): Promise<void> {
  const entries = await readdir(join(root, under), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (isScratchName(entry.name)) continue;
    const key = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory() && descend(join(root, key))) await eachFile(root, visit, descend, key);
    if (entry.isFile()) await visit(join(root, key), key);
  }
}
