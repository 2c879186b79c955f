import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { isScratchName } from '@speechdeck/core/server';

/**
 * Removes the scratch an interrupted host left in the folders where uploads and recognitions write
 * (`images/`, `media/<userId>/`): partial uploads and converted audio nobody will finish. Answers
 * what it removed.
 */
export async function sweepScratch(dataDir: string): Promise<string[]> {
  const mediaRoot = join(dataDir, 'media');
  const userDirs = (await entries(mediaRoot)).filter((e) => e.isDirectory()).map((e) => join(mediaRoot, e.name));
  const removed: string[] = [];
  for (const dir of [join(dataDir, 'images'), ...userDirs]) {
    for (const entry of await entries(dir)) {
      if (!isScratchName(entry.name)) continue;
      const path = join(dir, entry.name);
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    }
  }
  return removed;
}

async function entries(dir: string) {
  return readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** The sweep at start: registered before the job queue starts, so no running job's scratch is taken. */
export default fp(
  async (app) => {
    const removed = await sweepScratch(app.config.dataDir);
    if (removed.length > 0) app.log.info({ removed }, `removed ${removed.length} partial upload(s) and recognition scratch folder(s) left by an interrupted run`);
  },
  { name: 'scratch-sweep', dependencies: ['config'] },
);
