import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { monoWavHeader, readWavInfo, scratchName, type WavInfo } from '@speechdeck/core/server';

const CHUNK_BYTES = 256 * 1024;
/** A RIFF file counts its size in 32 bits. */
const MAX_DATA_BYTES = 0xffff_ffff - 36;

/** The 44-byte header of a mono 16-bit PCM WAV holding `dataBytes` of samples. */
function checkSameFormat(paths: readonly string[], infos: readonly WavInfo[]): void {
  const { sampleRate } = infos[0]!;
  infos.forEach((info, i) => {
    if (info.channels !== 1 || info.sampleRate !== sampleRate) {
      throw new Error(`joinWavs: ${paths[i]} is ${info.sampleRate} Hz with ${info.channels} channels; expected mono at ${sampleRate} Hz like the first`);
    }
  });
}

/**
 * Joins mono 16-bit PCM WAVs of one sample rate into one, in order, with `pauseSec` of silence
 * between pieces (default 0.2 s: flite and espeak-ng already leave 0.3-0.45 s of silence around
 * a piece, and a pause between sentences is longer). Streams through a fixed buffer, so hours of
 * audio never sit in memory; the output is written whole or not at all.
 */
export async function joinWavs(paths: readonly string[], outPath: string, options: { pauseSec?: number } = {}): Promise<{ durationSec: number }> {
  if (paths.length === 0) throw new Error('joinWavs: no pieces to join');
  const infos = await Promise.all(paths.map((path) => readWavInfo(path)));
  checkSameFormat(paths, infos);
  const { sampleRate } = infos[0]!;
  const pauseBytes = Math.round(Math.max(0, options.pauseSec ?? 0.2) * sampleRate) * 2;
  const dataBytes = infos.reduce((sum, info) => sum + info.frames * 2, 0) + pauseBytes * (paths.length - 1);
  if (dataBytes > MAX_DATA_BYTES) throw new Error('joinWavs: the joined audio would pass the 4 GiB a WAV file can hold');

  const partial = join(dirname(resolve(outPath)), scratchName('join'));
  const out = await open(partial, 'w');
  try {
    await out.write(monoWavHeader(sampleRate, dataBytes));
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const silence = Buffer.alloc(Math.min(pauseBytes, CHUNK_BYTES));
    for (const [i, path] of paths.entries()) {
      if (i > 0) {
        for (let left = pauseBytes; left > 0; left -= silence.length) await out.write(silence, 0, Math.min(left, silence.length));
      }
      await copyRange(path, infos[i]!.dataOffset, infos[i]!.frames * 2, out, buffer);
    }
    await out.close();
    await rename(partial, outPath);
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return { durationSec: dataBytes / 2 / sampleRate };
}

async function copyRange(path: string, offset: number, length: number, out: FileHandle, buffer: Buffer): Promise<void> {
  const input = await open(path, 'r');
  try {
    for (let done = 0; done < length; ) {
      const { bytesRead } = await input.read(buffer, 0, Math.min(buffer.length, length - done), offset + done);
      if (bytesRead === 0) throw new Error(`joinWavs: ${path} ended before its header said`);
      await out.write(buffer, 0, bytesRead);
      done += bytesRead;
    }
  } finally {
    await input.close();
  }
}
