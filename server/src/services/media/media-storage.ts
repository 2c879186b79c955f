import { mkdirSync } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { MediaMissing, scratchName, type MediaOwner, type MediaStorage } from '@speechdeck/core/server';
import { keptKey, newMediaKey, ownerPrefix, userOfKey } from './media-keys.ts';

/**
 * Users' media under `<mediaDir>/<userId>/`; keys are paths relative to the media dir. A user's work
 * dir is their media folder itself, so keeping a file is a rename, and a file is read where it lies.
 */
export function createMediaStorage(root: string): MediaStorage {
  const userDir = (owner: MediaOwner) => {
    const dir = join(root, String(owner));
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const pathOf = (key: string) => {
    // An absolute path was stored by earlier versions.
    if (isAbsolute(key)) return key;
    userOfKey(key);
    return join(root, ...key.split('/'));
  };
  const missing = (key: string) => (error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new MediaMissing(key) : error;
  };
  const media: MediaStorage = {
    kind: 'folder',
    workDir: userDir,
    newKey: newMediaKey,
    scratchKey: (owner, kind) => `${owner}/${scratchName(kind)}`,
    async put(key, localPath) {
      const path = pathOf(key);
      if (path === localPath) return;
      await mkdir(dirname(path), { recursive: true });
      await rename(localPath, path).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(localPath, path);
        await unlink(localPath);
      });
    },
    async keep(owner, localPath) {
      const key = keptKey(owner, localPath);
      await media.put(key, localPath);
      return key;
    },
    async withLocal(key, fn) {
      const path = pathOf(key);
      await stat(path).catch(missing(key));
      return fn(path);
    },
    stat: async (key) => stat(pathOf(key)).then(
      (info) => ({ bytes: info.size }),
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)),
    ),
    async read(key, range) {
      // Opened first, so a missing file is a rejection here rather than an error on the stream.
      const handle = await open(pathOf(key), 'r').catch(missing(key));
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    remove: async (key) => unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    }),
    async copy(from, to) {
      const [source, target] = [pathOf(from), pathOf(to)];
      await mkdir(dirname(target), { recursive: true });
      await link(source, target).catch(() => copyFile(source, target)).catch(missing(from));
    },
    async removeOwner(owner) {
      const dir = join(root, ownerPrefix(owner));
      const files = await readdir(dir, { recursive: true, withFileTypes: true }).then((found) => found.filter((e) => e.isFile()).length, () => 0);
      await rm(dir, { recursive: true, force: true });
      return files;
    },
  };
  return media;
}
