import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { monoWavHeader, type WavInfo } from '@speechdeck/core/server';

/** Frames read at once: about 1 MiB of a stereo file, so a long recording never sits in memory. */
const FRAMES_PER_READ = 256 * 1024;

/**
 * One channel of a 16-bit PCM WAV as a mono 16-bit WAV at the same rate, streamed from the file as
 * it is read: the header (its sizes known from the input's), then the channel's samples, copied
 * sample for sample (no decoder, no resampler, no dither, so the output is exactly the channel).
 * The samples are moved as 16-bit units without being interpreted, which keeps their byte order
 * whatever the machine's. Destroying the stream (the client left) closes the file.
 */
export function pcmChannelStream(input: string, wav: WavInfo, channel: number): Readable {
  const frameBytes = wav.channels * 2;
  async function* wavBytes(): AsyncGenerator<Buffer> {
    yield monoWavHeader(wav.sampleRate, wav.frames * 2);
    const file = await open(input, 'r');
    try {
      // Buffer.alloc never hands out a slice of the shared pool: the views start on an even offset.
      const frames = Buffer.alloc(FRAMES_PER_READ * frameBytes);
      const samples = new Uint16Array(frames.buffer, frames.byteOffset, frames.length / 2);
      for (let done = 0; done < wav.frames; ) {
        const want = Math.min(FRAMES_PER_READ, wav.frames - done);
        const { bytesRead } = await file.read(frames, 0, want * frameBytes, wav.dataOffset + done * frameBytes);
        const got = Math.floor(bytesRead / frameBytes);
        if (got === 0) throw new Error(`the WAV ended at frame ${done} of ${wav.frames}`);
        // A buffer of its own per chunk: the response may still hold the one before.
        const out = Buffer.allocUnsafe(got * 2);
        const outSamples = new Uint16Array(out.buffer, out.byteOffset, got);
        for (let frame = 0, at = channel; frame < got; frame++, at += wav.channels) outSamples[frame] = samples[at]!;
        yield out;
        done += got;
      }
    } finally {
      await file.close();
    }
  }
  return Readable.from(wavBytes(), { objectMode: false });
}

/** The size of what pcmChannelStream writes: the header and one channel's samples. */
export const pcmChannelBytes = (wav: WavInfo) => 44 + wav.frames * 2;
