import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MediaStorage } from '@speechdeck/core/server';
import { generateMedia, startS3Server } from '@speechdeck/server/testing';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);
const MIB = 1024 ** 2;
/** 16-bit 48 kHz stereo: about 128 MiB, an hour and a quarter of a call. */
const CLIP_SECONDS = 700;
const SEEKS = 50;
const SEEK_BYTES = 64 * 1024;

interface StoreFigures {
  putMs: number;
  withLocalMs: number;
  seeksMs: number;
  growth: number;
}

/** What one store costs a job: storing an upload (`put`), handing it to an engine (`withLocal`), a player's seeks (`read` of a range). */
async function measure(media: MediaStorage, owner: number, clip: string): Promise<StoreFigures> {
  const work = join(media.workDir(owner), 'bench-upload.wav');
  await copyFile(clip, work);
  const key = media.newKey(owner, 'wav');
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const put = await timed(() => media.put(key, work));
    const withLocal = await timed(() => media.withLocal(key, async (path) => (await stat(path)).size));
    if (withLocal.value !== (await stat(clip)).size) throw new Error(`withLocal handed over ${withLocal.value} bytes`);
    const { size } = await stat(clip);
    const seeks = await timed(async () => {
      for (let i = 0; i < SEEKS; i++) {
        const start = Math.floor((size - SEEK_BYTES) * (i / SEEKS));
        let got = 0;
        for await (const chunk of await media.read(key, { start, end: start + SEEK_BYTES - 1 })) got += (chunk as Buffer).length;
        if (got !== SEEK_BYTES) throw new Error(`a seek read ${got} bytes`);
      }
    });
    return { putMs: put.ms, withLocalMs: withLocal.ms, seeksMs: seeks.ms, growth: peak - before };
  } finally {
    clearInterval(sampler);
    await media.remove(key).catch(() => {});
  }
}

/**
 * Media in a bucket (s3rver on loopback) against a folder, each against `cp` of the same file. s3rver
 * is a test server written in Node that keeps objects as files: a production store on its own disks
 * (MinIO, Ceph) would answer differently, so the figures say what our side costs at most.
 */
export async function benchMediaStore(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  const clip = generateMedia('anoisesrc=r=48000:a=0.1,aformat=channel_layouts=stereo', join(dir, 'clip.wav'), CLIP_SECONDS);
  const { size } = await stat(clip);
  const s3 = await startS3Server();
  const folderHost = await benchHost();
  const bucketHost = await benchHost({ SPEECHDECK_MEDIA_URL: s3.url });
  try {
    const copy = await timed(() => run('cp', [clip, join(dir, 'copy.wav')]));
    const folder = await measure(folderHost.host.app.media, folderHost.userId, clip);
    const bucket = await measure(bucketHost.host.app.media, bucketHost.userId, clip);
    const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
    const cp = `${seconds(copy.ms)} cp`;
    return [
      { name: `media put of ${mib(size)}: folder (a rename)`, ours: seconds(folder.putMs), peer: cp, ratio: ratio(folder.putMs, copy.ms), goal: 'informative' },
      { name: `media put of ${mib(size)}: bucket (s3rver)`, ours: seconds(bucket.putMs), peer: cp, ratio: ratio(bucket.putMs, copy.ms), goal: 'informative' },
      { name: 'media withLocal: folder (the file where it lies)', ours: seconds(folder.withLocalMs), peer: cp, ratio: ratio(folder.withLocalMs, copy.ms), goal: 'informative' },
      { name: 'media withLocal: bucket (a download into the work dir)', ours: seconds(bucket.withLocalMs), peer: cp, ratio: ratio(bucket.withLocalMs, copy.ms), goal: 'informative' },
      { name: `media ${SEEKS} seeks of 64 KiB: bucket vs folder`, ours: seconds(bucket.seeksMs), peer: `${seconds(folder.seeksMs)} folder`, ratio: ratio(bucket.seeksMs, folder.seeksMs), goal: 'informative' },
      { name: 'media bucket put + withLocal: host memory growth (rss)', ours: mib(bucket.growth), peer: `${mib(folder.growth)} folder`, ratio: '-', goal: '< 64 MiB' },
    ];
  } finally {
    await Promise.all([folderHost.host.close(), bucketHost.host.close()]);
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
