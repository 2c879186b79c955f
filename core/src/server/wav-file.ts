import { open, type FileHandle } from 'node:fs/promises';
import { BadMediaError } from './engine-errors.ts';

/** The engines' working format: what AudioTools.toWav16kMono writes. */
export const SAMPLE_RATE = 16_000;

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Whole frames of samples in the file. */
  frames: number;
  durationSec: number;
}

const MAX_HEADER_BYTES = 64 * 1024;

async function readHeader(file: FileHandle): Promise<WavInfo> {
  const { size } = await file.stat();
  const head = Buffer.alloc(Math.min(size, MAX_HEADER_BYTES));
  await file.read(head, 0, head.length, 0);
  const notWav = () => new BadMediaError('Expected a 16 kHz mono 16-bit WAV file; convert the input with AudioTools.toWav16kMono first.', 400);
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') throw notWav();
  let format: { channels: number; sampleRate: number; bitsPerSample: number; tag: number } | undefined;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const chunkSize = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= head.length) {
      format = {
        tag: head.readUInt16LE(body),
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        bitsPerSample: head.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw notWav();
      // A WAV written to a pipe carries a placeholder size; the file's end is the truth.
      const dataBytes = Math.min(chunkSize, size - body);
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const frames = Math.floor(dataBytes / frameBytes);
      // 1 = PCM, 0xFFFE = WAVE_FORMAT_EXTENSIBLE (ffmpeg writes it for some layouts).
      if ((format.tag !== 1 && format.tag !== 0xfffe) || format.bitsPerSample !== 16) throw notWav();
      return { ...format, dataOffset: body, frames, durationSec: frames / format.sampleRate };
    }
    offset = body + chunkSize + (chunkSize % 2);
  }
  throw notWav();
}

/** Reads the header of a 16-bit PCM WAV file. */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    return await readHeader(file);
  } finally {
    await file.close();
  }
}

/** The header of a WAV that is 16 kHz mono 16-bit, the engines' input; BadMediaError (400) for any other. */
export async function readMono16kInfo(path: string): Promise<WavInfo> {
  return requireMono16k(await readWavInfo(path));
}

function requireMono16k(info: WavInfo): WavInfo {
  if (info.channels !== 1 || info.sampleRate !== SAMPLE_RATE) {
    throw new BadMediaError(`Expected 16 kHz mono audio, got ${info.sampleRate} Hz with ${info.channels} channels; convert it with AudioTools.toWav16kMono first.`, 400);
  }
  return info;
}

async function openMono16k(path: string): Promise<{ file: FileHandle; info: WavInfo }> {
  const file = await open(path, 'r');
  try {
    return { file, info: requireMono16k(await readHeader(file)) };
  } catch (error) {
    await file.close();
    throw error;
  }
}

const CHUNK_SAMPLES = 16_000 * 10;

function toFloat(bytes: Buffer, count: number): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = bytes.readInt16LE(i * 2) / 32768;
  return out;
}

/**
 * Streams the samples of a 16 kHz mono WAV as floats in -1..1, in chunks of ten seconds, so hour-long
 * files never sit in memory whole. Checks the signal between chunks.
 */
export async function* readSamples(path: string, options: { signal?: AbortSignal } = {}): AsyncGenerator<Float32Array> {
  const { file, info } = await openMono16k(path);
  try {
    const buffer = Buffer.alloc(CHUNK_SAMPLES * 2);
    for (let done = 0; done < info.frames; ) {
      options.signal?.throwIfAborted();
      const want = Math.min(CHUNK_SAMPLES, info.frames - done);
      const { bytesRead } = await file.read(buffer, 0, want * 2, info.dataOffset + done * 2);
      const got = Math.floor(bytesRead / 2);
      if (got === 0) break;
      yield toFloat(buffer, got);
      done += got;
    }
  } finally {
    await file.close();
  }
}

/** The samples of one stretch of a 16 kHz mono WAV, clipped to the file. */
export async function readSampleRange(path: string, startSec: number, endSec: number): Promise<Float32Array> {
  const { file, info } = await openMono16k(path);
  try {
    const first = Math.max(0, Math.floor(startSec * SAMPLE_RATE));
    const last = Math.min(info.frames, Math.ceil(endSec * SAMPLE_RATE));
    if (last <= first) return new Float32Array(0);
    const bytes = Buffer.alloc((last - first) * 2);
    const { bytesRead } = await file.read(bytes, 0, bytes.length, info.dataOffset + first * 2);
    return toFloat(bytes, Math.floor(bytesRead / 2));
  } finally {
    await file.close();
  }
}

/** The 44-byte header of a mono 16-bit PCM WAV whose samples (`dataBytes` of them) follow it. */
export function monoWavHeader(sampleRate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
