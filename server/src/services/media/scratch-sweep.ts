import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { isScratchName } from '@speechdeck/core/server';
import { workRootOf } from './media-plugin.ts';

/** Scratch of work other than an upload (a recognition's converted audio, a fetched link) left this long is taken to be abandoned. */
export const ABANDONED_WORK_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  /**
   * No other live process uses the data dir: everything scratch is left over from an interrupted
   * run. Otherwise only what nobody can still be writing: a partial upload silent for twice the
   * upload idle timeout (its request was answered 408 by then), other scratch untouched for a day.
   */
  alone: boolean;
  uploadIdleMs: number;
  now?: number;
}

/**
 * Removes the scratch an interrupted host left in the folders where uploads and recognitions write
 * (`images/`, `media/<userId>/`, and with media in a bucket this node's `work/<owner>/`): partial
 * uploads and converted audio nobody will finish. Answers what it removed.
 */
export async function sweepScratch(folders: { mediaDir: string; imagesDir: string; workRoot: string }, options: SweepOptions): Promise<string[]> {
  const now = options.now ?? Date.now();
  const ownerDirs = async (root: string) => (await entries(root)).filter((e) => e.isDirectory()).map((e) => join(root, e.name));
  const removed: string[] = [];
  for (const dir of [folders.imagesDir, ...(await ownerDirs(folders.mediaDir)), ...(await ownerDirs(folders.workRoot))]) {
    for (const entry of await entries(dir)) {
      if (!isScratchName(entry.name)) continue;
      const path = join(dir, entry.name);
      if (!options.alone) {
        const quietFor = entry.name.startsWith('.upload-') ? 2 * options.uploadIdleMs : ABANDONED_WORK_MS;
        const touched = await lastTouched(path, entry.isDirectory());
        if (touched === undefined || touched > now - quietFor) continue;
      }
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    }
  }
  return removed;
}

/** When a scratch file, or a scratch folder or anything directly in it, was last written. */
async function lastTouched(path: string, isDir: boolean): Promise<number | undefined> {
  const times = [await mtime(path)];
  if (isDir) for (const entry of await entries(path)) times.push(await mtime(join(path, entry.name)));
  const known = times.filter((t): t is number => t !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

async function mtime(path: string): Promise<number | undefined> {
  return stat(path).then((info) => info.mtimeMs, () => undefined);
}

async function entries(dir: string) {
  return readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
}

/**
 * The sweep at start: registered before the job queue starts, so no job of this process has
 * scratch yet, and after this process entered the data dir's registry, so of two processes starting
 * together neither takes itself to be alone.
 */
export default fp(
  async (app) => {
    const others = await app.hosts.others();
    const removed = await sweepScratch({ ...app.config, workRoot: workRootOf(app.config) }, { alone: others.length === 0, uploadIdleMs: app.config.uploadIdleMs });
    // Other nodes may be answering with scratch of the bucket right now: only a day's old goes.
    // A bucket out of reach does not stop the start: /health says so, and the next start sweeps.
    removed.push(...(await app.sweepStoredScratch(new Date(Date.now() - ABANDONED_WORK_MS)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the media bucket\'s scratch could not be swept');
      return [];
    })));
    if (removed.length > 0) app.log.info({ removed }, `removed ${removed.length} partial upload(s) and recognition scratch folder(s) left by an interrupted run`);
    if (others.length > 0) app.log.info({ others: others.map((o) => `${o.role} ${o.owner}`) }, 'other live processes share this store and media folder: only abandoned scratch was swept');
  },
  { name: 'scratch-sweep', dependencies: ['config', 'host-registry', 'media'] },
);
