import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestHost } from '../../testing/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-sweep-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a host starting on a data dir removes the partial uploads and recognition scratch an interrupted run left, and nothing else', async () => {
  const media = join(dataDir, 'media', '7');
  const images = join(dataDir, 'images');
  mkdirSync(media, { recursive: true });
  mkdirSync(images, { recursive: true });
  // What kill -9 leaves: a partial upload (today's and an older name length) and a recognition's scratch folder.
  writeFileSync(join(media, '.upload-0123456789abcdef01234567'), Buffer.alloc(4096));
  writeFileSync(join(images, '.upload-89abcdef0123456789abcdef'), 'partial');
  mkdirSync(join(media, '.recognize-0123456789abcdef'));
  writeFileSync(join(media, '.recognize-0123456789abcdef', 'audio.wav'), Buffer.alloc(4096));
  // What must stay: stored files, and names that only look alike.
  const kept = ['0123456789abcdef0123456789abcdef.media', '.upload-notes.txt', 'upload-0123456789abcdef0123'];
  for (const name of kept) writeFileSync(join(media, name), 'keep');
  writeFileSync(join(images, '0123456789abcdef0123456789abcdef.png'), 'keep');

  const host = await startTestHost({ dataDir });
  try {
    expect(readdirSync(media).sort()).toEqual([...kept].sort());
    expect(readdirSync(images)).toEqual(['0123456789abcdef0123456789abcdef.png']);
  } finally {
    await host.close();
  }
});
