import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeadOwner, newProcessOwner } from '@speechdeck/core/server';

interface Kept {
  etag: string;
  file: string;
  bytes: number;
}

export interface MediaCache {
  /** The ETag of the copy kept of `key`, to ask the bucket whether it is still current. */
  etagOf(key: string): string | undefined;
  /** Links the kept copy of `key` at `path`; false when there is none any more. */
  linkTo(key: string, path: string): Promise<boolean>;
  /** Keeps a link to a downloaded copy of `key` (the caller's path stays its own), evicting the least recently used past the budget. */
  keep(key: string, etag: string, path: string, bytes: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * This process's copies of the stored media it downloaded lately, so that an engine reading the same
 * file again (a saved live session diarized, a result recognized anew, a queued clone's reference)
 * asks the bucket only whether its copy is still current instead of downloading it again. Copies are
 * hard links in a folder of this cache's own under `root` (on the work dir's file system): one
 * evicted while an engine reads its own link stays whole for that engine. A cache starts empty, and
 * removes the folders of processes of this machine that died; `maxBytes` 0 keeps nothing.
 */
export function createMediaCache(root: string, maxBytes: number): MediaCache {
  const dir = join(root, encodeURIComponent(newProcessOwner()));
  // In the order of use, the least recently used first.
  const kept = new Map<string, Kept>();
  let bytes = 0;
  let made: Promise<void> | undefined;
  const ready = () => (made ??= (async () => {
    await mkdir(dir, { recursive: true });
    for (const other of await readdir(root)) {
      if (isDeadOwner(ownerNamed(other))) await rm(join(root, other), { recursive: true, force: true });
    }
  })());

  async function drop(key: string): Promise<void> {
    const copy = kept.get(key);
    if (!copy) return;
    kept.delete(key);
    bytes -= copy.bytes;
    await unlink(copy.file).catch(() => {});
  }

  return {
    etagOf: (key) => kept.get(key)?.etag,
    async linkTo(key, path) {
      const copy = kept.get(key);
      if (!copy) return false;
      try {
        await link(copy.file, path);
      } catch {
        await drop(key);
        return false;
      }
      kept.delete(key);
      kept.set(key, copy);
      return true;
    },
    async keep(key, etag, path, size) {
      if (size > maxBytes) return;
      await ready();
      await drop(key);
      const file = join(dir, randomUUID());
      await link(path, file);
      kept.set(key, { etag, file, bytes: size });
      bytes += size;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        await drop(oldest);
      }
    },
    async close() {
      kept.clear();
      bytes = 0;
      if (made) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The process a cache folder's name says made it; '' for a name this did not make. */
function ownerNamed(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return '';
  }
}
