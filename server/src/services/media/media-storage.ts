import { mkdirSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { MediaStorage } from '@speechdeck/core/server';

/** Users' media under `<mediaDir>/<userId>/`; keys are paths relative to the media dir. */
export function createMediaStorage(root: string): MediaStorage {
  return {
    dir(userId) {
      const dir = join(root, String(userId));
      mkdirSync(dir, { recursive: true });
      return dir;
    },
    keyOf(path) {
      const key = relative(root, path);
      if (key.startsWith('..') || isAbsolute(key)) throw new Error('not a file of the media folder');
      return key.split(sep).join('/');
    },
    pathOf: (key) => (isAbsolute(key) ? key : join(root, ...key.split('/'))),
  };
}
