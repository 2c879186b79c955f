// @backends the scratch sweep in a bucket too
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openTestHostStore, startTestHost } from '@speechdeck/testing';
import { ABANDONED_WORK_MS } from './scratch-sweep.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-sweep-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a host starting on a data dir removes the partial uploads and recognition scratch an interrupted run left, and nothing else', async () => {
  const media = join(dataDir, 'media', '7');
  const images = join(dataDir, 'images');
  // Where a node works when media lives in a bucket.
  const work = join(dataDir, 'work', '7');
  for (const dir of [media, images, work]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(work, '.upload-fedcba9876543210fedcba98'), 'partial');
  mkdirSync(join(work, '.media-fedcba9876543210fedcba98'));
  writeFileSync(join(work, '.media-fedcba9876543210fedcba98', 'a.wav'), 'downloaded');
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
    expect(readdirSync(work)).toEqual([]);
  } finally {
    await host.close();
  }
});

it('beside another live process on the data dir, only scratch nobody can still be writing is removed', async () => {
  const shared = mkdtempSync(join(tmpdir(), 'speechdeck-sweep-shared-'));
  const sleeper = spawn('sleep', ['30']);
  try {
    const media = join(shared, 'media', '3');
    mkdirSync(media, { recursive: true });
    const ago = (ms: number) => (Date.now() - ms) / 1000;
    const file = (name: string, msAgo: number) => {
      writeFileSync(join(media, name), 'x');
      utimesSync(join(media, name), ago(msAgo), ago(msAgo));
    };
    // SPEECHDECK_UPLOAD_IDLE_SECONDS=60 below: an upload silent for over 2 minutes was answered 408 long ago.
    file('.upload-aaaaaaaaaaaaaaaaaaaaaaaa', 5 * 60_000);
    file('.upload-bbbbbbbbbbbbbbbbbbbbbbbb', 20_000);
    // A recognition's folder: the folder is old, but the other process wrote into it a minute ago.
    mkdirSync(join(media, '.recognize-cccccccccccccccccccccccc'));
    file('.recognize-cccccccccccccccccccccccc/audio.wav', 60_000);
    utimesSync(join(media, '.recognize-cccccccccccccccccccccccc'), ago(2 * ABANDONED_WORK_MS), ago(2 * ABANDONED_WORK_MS));
    mkdirSync(join(media, '.recognize-dddddddddddddddddddddddd'));
    file('.recognize-dddddddddddddddddddddddd/audio.wav', ABANDONED_WORK_MS + 60_000);
    utimesSync(join(media, '.recognize-dddddddddddddddddddddddd'), ago(ABANDONED_WORK_MS + 60_000), ago(ABANDONED_WORK_MS + 60_000));
    // Another process of this machine, alive, already on the data dir (a worker, say).
    const store = await openTestHostStore(shared);
    await store.db.insertInto('host_processes').values([
      { owner: `${hostname()}/${sleeper.pid}/00000000-0000-4000-8000-000000000000`, role: 'worker', started_at: 'x', seen_at: Date.now() },
      // And one that died without leaving: it is no reason to hold back, and its row goes.
      { owner: `${hostname()}/${spawnSync('true').pid}/00000000-0000-4000-8000-000000000001`, role: 'api', started_at: 'x', seen_at: Date.now() },
    ]).execute();
    await store.close();

    const host = await startTestHost({ dataDir: shared, env: { SPEECHDECK_UPLOAD_IDLE_SECONDS: '60' } });
    try {
      expect(readdirSync(media).sort()).toEqual(['.recognize-cccccccccccccccccccccccc', '.upload-bbbbbbbbbbbbbbbbbbbbbbbb']);
      expect(await host.query('SELECT role FROM host_processes ORDER BY role')).toEqual([{ role: 'all' }, { role: 'worker' }]);
    } finally {
      await host.close();
    }
  } finally {
    sleeper.kill();
    rmSync(shared, { recursive: true, force: true });
  }
});
