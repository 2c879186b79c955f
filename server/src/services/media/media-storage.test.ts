import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from './media-storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('media storage', () => {
  const media = createMediaStorage(join(dataDir, 'media'));

  it('makes a folder per user and keys files relative to the media folder, so the data dir can move', () => {
    const dir = media.dir(7);
    expect(existsSync(dir)).toBe(true);
    expect(media.keyOf(join(dir, 'a.media'))).toBe('7/a.media');
    expect(media.pathOf('7/a.media')).toBe(join(dataDir, 'media', '7', 'a.media'));
  });

  it('answers an absolute path (stored by earlier versions) as it is, and refuses to key a file outside', () => {
    expect(media.pathOf('/elsewhere/x.media')).toBe('/elsewhere/x.media');
    expect(() => media.keyOf(join(dataDir, 'outbox', 'x.eml'))).toThrow('not a file of the media folder');
  });
});
