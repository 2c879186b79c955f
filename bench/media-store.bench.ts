import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MediaStorage } from '@speechdeck/core/server';
import { generateMedia, startS3Server } from '@speechdeck/testing';
import { benchHost, mib, peakRssGrowth, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);
/** 16-bit 48 kHz stereo: about 128 MiB, an hour and a quarter of a call; and four times that, to see whether memory grows with the file. */
const CLIP_SECONDS = 700;
const SEEKS = 50;
const SEEK_BYTES = 64 * 1024;

interface StoreFigures {
  putMs: number;
  /** The first engine to read the stored file, then the next. */
  withLocalMs: [number, number];
  seeksMs: number;
  /** The process's peak rss over what it was before the put. */
  putGrowth: number;
}

/** What one store costs a job: storing an upload (`put`), handing it to engines (`withLocal`), a player's seeks (`read` of a range). */
async function measure(media: MediaStorage, owner: number, clip: string): Promise<StoreFigures> {
  const work = join(media.workDir(owner), 'bench-upload.wav');
  await copyFile(clip, work);
  const { size } = await stat(clip);
  const key = media.newKey(owner, 'wav');
  try {
    const put = await peakRssGrowth(() => timed(() => media.put(key, work)));
    const withLocal = async () => {
      const handed = await timed(() => media.withLocal(key, async (path) => (await stat(path)).size));
      if (handed.value !== size) throw new Error(`withLocal handed over ${handed.value} bytes`);
      return handed.ms;
    };
    const withLocalMs: [number, number] = [await withLocal(), await withLocal()];
    const seeks = await timed(async () => {
      for (let i = 0; i < SEEKS; i++) {
        const start = Math.floor((size - SEEK_BYTES) * (i / SEEKS));
        let got = 0;
        for await (const chunk of await media.read(key, { start, end: start + SEEK_BYTES - 1 })) got += (chunk as Buffer).length;
        if (got !== SEEK_BYTES) throw new Error(`a seek read ${got} bytes`);
      }
    });
    return { putMs: put.value.ms, withLocalMs, seeksMs: seeks.ms, putGrowth: put.growth };
  } finally {
    await media.remove(key).catch(() => {});
  }
}

/**
 * Media in a bucket (s3rver on loopback) against a folder, each against `cp` of the same file. s3rver
 * is a test server written in Node that keeps objects as files: a production store on its own disks
 * (MinIO, Ceph) would answer differently, so the figures say what our side costs at most. A host
 * keeps what it stored in its cache, so its engines read that copy; one without a cache
 * (SPEECHDECK_MEDIA_CACHE_MB=0) shows what a worker that did not store the file pays.
 */
export async function benchMediaStore(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  const noise = 'anoisesrc=r=48000:a=0.1,aformat=channel_layouts=stereo';
  const clip = generateMedia(noise, join(dir, 'clip.wav'), CLIP_SECONDS);
  const bigClip = generateMedia(noise, join(dir, 'big.wav'), 4 * CLIP_SECONDS);
  const { size } = await stat(clip);
  const s3 = await startS3Server();
  const folderHost = await benchHost();
  const bucketHost = await benchHost({ SPEECHDECK_MEDIA_URL: s3.url });
  const coldHost = await benchHost({ SPEECHDECK_MEDIA_URL: s3.url, SPEECHDECK_MEDIA_CACHE_MB: '0' });
  try {
    const copy = await timed(() => run('cp', [clip, join(dir, 'copy.wav')]));
    const folder = await measure(folderHost.host.app.media, folderHost.userId, clip);
    const bucket = await measure(bucketHost.host.app.media, bucketHost.userId, clip);
    const cold = await measure(coldHost.host.app.media, coldHost.userId, clip);
    const big = await measure(coldHost.host.app.media, coldHost.userId, bigClip);
    const cp = `${seconds(copy.ms)} cp`;
    return [
      { name: `media put of ${mib(size)}: folder (a rename)`, ours: seconds(folder.putMs), peer: cp, ratio: ratio(folder.putMs, copy.ms), goal: 'informative' },
      { name: `media put of ${mib(size)}: bucket (s3rver)`, ours: seconds(cold.putMs), peer: cp, ratio: ratio(cold.putMs, copy.ms), goal: 'informative' },
      { name: 'media withLocal: folder (the file where it lies)', ours: seconds(folder.withLocalMs[0]), peer: cp, ratio: ratio(folder.withLocalMs[0], copy.ms), goal: 'informative' },
      { name: 'media withLocal: bucket, a process without the file (a download)', ours: seconds(cold.withLocalMs[0]), peer: cp, ratio: ratio(cold.withLocalMs[0], copy.ms), goal: 'informative' },
      { name: 'media withLocal: bucket, the process that stored it (its cache, a 304)', ours: seconds(bucket.withLocalMs[0]), peer: cp, ratio: ratio(bucket.withLocalMs[0], copy.ms), goal: 'informative' },
      { name: `media ${SEEKS} seeks of 64 KiB: bucket vs folder`, ours: seconds(cold.seeksMs), peer: `${seconds(folder.seeksMs)} folder`, ratio: ratio(cold.seeksMs, folder.seeksMs), goal: 'informative' },
      { name: `media bucket put: peak rss growth, ${mib(size)} vs 4x the file`, ours: mib(cold.putGrowth), peer: `${mib(big.putGrowth)} at 4x`, ratio: '-', goal: '< 64 MiB at both (streamed)' },
    ];
  } finally {
    await Promise.all([folderHost.host.close(), bucketHost.host.close(), coldHost.host.close()]);
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
