import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScratchName, MediaMissing, withLocalFiles, type MediaStorage } from '@speechdeck/core/server';
import { startS3Server, type S3Server } from '@speechdeck/testing';
import { createMediaCache } from './media-cache.ts';
import { createMediaStorage } from './media-storage.ts';
import { createS3Media, parseS3Url, s3Client } from './s3-media.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'media-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const stores: [string, () => MediaStorage][] = [
  ['a shared folder', () => createMediaStorage(join(dataDir, 'media'))],
  ['an S3 bucket', () => {
    const place = parseS3Url(s3.url);
    return createS3Media(s3Client(place), { ...place, prefix: 'speechdeck/' }, join(dataDir, 'work'));
  }],
];

function madeIn(media: MediaStorage, userId: number, name: string, content: string): string {
  const path = join(media.workDir(userId), name);
  writeFileSync(path, content);
  return path;
}

describe.each(stores)('media in %s', (_, make) => {
  let media: MediaStorage;
  beforeAll(() => {
    media = make();
  });
  const made = (userId: number, name: string, content: string) => madeIn(media, userId, name, content);

  it('keeps a file made in the work dir under a new key, and takes it from there', async () => {
    const key = media.newKey(7, 'wav');
    expect(key).toMatch(/^7\/[0-9a-f]{32}\.wav$/);
    expect(media.newKey(7, 'wav')).not.toBe(key);
    const local = made(7, '.tts-0123456789abcdef0123', 'RIFF audio');
    await media.put(key, local);
    expect(existsSync(local)).toBe(false);
    expect(await media.stat(key)).toEqual({ bytes: 10 });
    expect(await text(await media.read(key))).toBe('RIFF audio');
  });

  it('keeps a file under its own name, and reads a byte range of it', async () => {
    const key = await media.keep(7, made(7, 'abc.txt', '0123456789'));
    expect(key).toBe('7/abc.txt');
    expect(await text(await media.read(key, { start: 2, end: 5 }))).toBe('2345');
  });

  it('hands an engine a local file holding the bytes, under the key\'s own name, and cleans up after it', async () => {
    const key = await media.keep(8, made(8, 'voice.wav', 'samples'));
    const seen = await media.withLocal(key, async (path) => ({ name: path.split('/').pop(), content: readFileSync(path, 'utf8'), path }));
    expect(seen.name).toBe('voice.wav');
    expect(seen.content).toBe('samples');
    if (media.kind === 's3') {
      expect(existsSync(seen.path)).toBe(false);
      expect(await readdir(media.workDir(8))).toEqual([]);
    }
    const both = await withLocalFiles(media, [key, key], async (paths) => paths.map((p) => readFileSync(p, 'utf8')));
    expect(both).toEqual(['samples', 'samples']);
  });

  it('removes everything of one owner (a deleted account): their files, scratch and work folder, and nobody else\'s', async () => {
    const kept = [await media.keep(31, made(31, 'voice.wav', 'a')), await media.keep(31, made(31, 'upload.mp3', 'b'))];
    const scratch = media.scratchKey(31, 'answer');
    await media.put(scratch, made(31, 'scratch.bin', 'c'));
    made(31, '.upload-partial', 'd');
    const others = [await media.keep(3, made(3, 'keep.wav', 'e')), await media.keep(310, made(310, 'keep.wav', 'f'))];
    expect(await media.removeOwner(31)).toBe(media.kind === 's3' ? 2 : 4);
    for (const key of [...kept, scratch]) expect(await media.stat(key), key).toBeNull();
    expect(existsSync(join(dataDir, media.kind === 's3' ? 'work' : 'media', '31'))).toBe(false);
    for (const key of others) expect(await media.stat(key), key).not.toBeNull();
    expect(await media.removeOwner(31)).toBe(0);
    await expect(media.removeOwner('../x')).rejects.toThrow(/not a media key/);
  });

  it('copies and removes; a missing key is null to stat, MediaMissing to read and withLocal, and no error to remove', async () => {
    const key = await media.keep(9, made(9, 'a.wav', 'one'));
    const copy = media.newKey(9, 'wav');
    await media.copy(key, copy);
    await media.remove(key);
    expect(await media.stat(key)).toBeNull();
    expect(await text(await media.read(copy))).toBe('one');
    await expect(media.read(key)).rejects.toBeInstanceOf(MediaMissing);
    await expect(media.withLocal(key, async () => 'ran')).rejects.toBeInstanceOf(MediaMissing);
    await expect(media.copy(key, media.newKey(9, 'wav'))).rejects.toBeInstanceOf(MediaMissing);
    await media.remove(key);
  });

  it('stores one answer\'s file under a scratch key, which a sweep can tell from kept files', async () => {
    const key = media.scratchKey(7, 'speech');
    expect(isScratchName(key.split('/').pop()!)).toBe(true);
    await media.put(key, made(7, 'out.wav', 'answer'));
    expect(await media.stat(key)).toEqual({ bytes: 6 });
    await media.remove(key);
    expect(await media.stat(key)).toBeNull();
  });

  it('refuses a key that steps out of the media', async () => {
    await expect(media.stat('7/../../etc/passwd')).rejects.toThrow('not a media key');
    await expect(media.stat('passwd')).rejects.toThrow('not a media key');
    expect(() => media.newKey(7, '../x')).toThrow('not a file extension');
  });
});

describe('scratch in a bucket', () => {
  it('is swept once older than the cut-off, and kept files never are', async () => {
    const place = parseS3Url(s3.url);
    const media = createS3Media(s3Client(place), { ...place, prefix: 'sweep/' }, join(dataDir, 'work'));
    const scratch = media.scratchKey(4, 'clone');
    await media.put(scratch, madeIn(media, 4, 'a.wav', 'x'));
    const kept = await media.keep(4, madeIn(media, 4, 'b.wav', 'y'));
    expect(await media.sweepScratch(new Date(Date.now() - 60_000))).toEqual([]);
    expect(await media.sweepScratch(new Date(Date.now() + 60_000))).toEqual([scratch]);
    expect([await media.stat(scratch), await media.stat(kept)]).toEqual([null, { bytes: 1 }]);
  });
});

describe('a node\'s cache of what it downloaded from a bucket', () => {
  const root = join(dataDir, 'cache-work');
  const cached = (prefix: string, maxBytes: number) => {
    const place = parseS3Url(s3.url);
    return createS3Media(s3Client(place), { ...place, prefix }, root, createMediaCache(join(root, '.cache'), maxBytes));
  };
  /** What an engine handed the file reads. */
  const look = (media: MediaStorage, key: string) => media.withLocal(key, async (path) => readFileSync(path, 'utf8'));
  // An engine never changes the file it is handed; a test does, to tell the cached copy (marked) from a new download.
  const mark = (media: MediaStorage, key: string) => media.withLocal(key, async (path) => appendFileSync(path, '+seen'));

  it('hands the same copy again while the bucket says it is current, a new one once it changed, and none once it is gone', async () => {
    const media = cached('cache-a/', 1024);
    const key = await media.keep(5, madeIn(media, 5, 'call.wav', 'first take'));
    await mark(media, key);
    expect(await look(media, key)).toBe('first take+seen');
    await media.put(key, madeIn(media, 5, 'again.wav', 'second take'));
    expect(await look(media, key)).toBe('second take');
    // What the process stored itself is kept as well: read back without a download.
    const stored = media.newKey(5, 'wav');
    await media.put(stored, madeIn(media, 5, 'made.wav', 'synthesized'));
    await mark(media, stored);
    expect(await look(media, stored)).toBe('synthesized+seen');
    await media.remove(key);
    await expect(look(media, key)).rejects.toBeInstanceOf(MediaMissing);
  });

  it('keeps within its budget, the least recently used going first, and an engine\'s copy stays whole when its cached one goes', async () => {
    const media = cached('cache-b/', 25);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => media.keep(6, madeIn(media, 6, `${name}.wav`, name.repeat(10)))));
    await mark(media, a!);
    await mark(media, b!);
    const held = await media.withLocal(a!, async (pathA) => {
      await look(media, b!);
      // c takes the cache past 25 bytes: a, the least recently used, goes while this engine reads it.
      await look(media, c!);
      return readFileSync(pathA, 'utf8');
    });
    expect(held).toBe('aaaaaaaaaa+seen');
    expect(await look(media, b!)).toBe('bbbbbbbbbb+seen');
    expect(await look(media, a!)).toBe('aaaaaaaaaa');
    const none = cached('cache-c/', 0);
    const key = await none.keep(6, madeIn(none, 6, 'd.wav', 'dddd'));
    await mark(none, key);
    expect(await look(none, key)).toBe('dddd');
  });

  it('removes the folders of processes of this machine that died, and leaves a live one\'s', async () => {
    const deadOne = join(root, '.cache', encodeURIComponent(`${hostname()}/999999/${randomUUID()}`));
    const liveOne = join(root, '.cache', encodeURIComponent(`${hostname()}/${process.ppid}/${randomUUID()}`));
    for (const dir of [deadOne, liveOne]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'left'), 'x');
    }
    const media = cached('cache-d/', 1024);
    await look(media, await media.keep(8, madeIn(media, 8, 'e.wav', 'eeee')));
    expect([existsSync(deadOne), existsSync(liveOne)]).toEqual([false, true]);
  });
});

describe('media in a shared folder, as earlier versions stored it', () => {
  const media = createMediaStorage(join(dataDir, 'media'));

  it('keeps a user\'s files in a folder of theirs, where the key says (the data dir can move)', async () => {
    const key = await media.keep(7, madeIn(media, 7, 'a.media', 'x'));
    expect(key).toBe('7/a.media');
    expect(existsSync(join(dataDir, 'media', '7', 'a.media'))).toBe(true);
  });

  it('answers an absolute path (stored by earlier versions) as it is', async () => {
    const path = join(dataDir, 'old.wav');
    writeFileSync(path, 'old');
    expect(await media.stat(path)).toEqual({ bytes: 3 });
    expect(await media.withLocal(path, async (local) => local)).toBe(path);
  });
});

describe('SPEECHDECK_MEDIA_URL', () => {
  it('reads the bucket, prefix, credentials and scheme', () => {
    expect(parseS3Url('s3://AK:S%2FK@s3.example.org/media/prod/eu?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.example.org', region: 'eu-west-1', bucket: 'media', prefix: 'prod/eu/', accessKeyId: 'AK', secretAccessKey: 'S/K',
    });
    expect(parseS3Url('s3+http://a:b@127.0.0.1:9000/m')).toMatchObject({ endpoint: 'http://127.0.0.1:9000', bucket: 'm', prefix: '', region: 'us-east-1' });
  });

  it('says what is missing', () => {
    expect(() => parseS3Url('http://a:b@h/m')).toThrow('use s3://KEY:SECRET@host/bucket');
    expect(() => parseS3Url('s3://a:b@h/')).toThrow('names no bucket');
    expect(() => parseS3Url('s3://h/m')).toThrow('needs the access key and secret');
  });
});
