import { rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { scratchName, type AudioTools } from '@speechdeck/core/server';

/**
 * Writes the audio of `input` as a 16 kHz mono WAV at `outPath`, through a scratch name beside it:
 * a host that dies mid-way leaves only scratch, which the next start sweeps. Answers its seconds.
 */
export async function convertToWav(audio: AudioTools, input: string, outPath: string, signal?: AbortSignal): Promise<number> {
  const partial = join(dirname(outPath), scratchName('speaker'));
  try {
    const { durationSec } = await audio.toWav16kMono(input, partial, { signal });
    await rename(partial, outPath);
    return durationSec;
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
}

/** Seconds of speech in regions. */
export const speechSecondsOf = (regions: readonly { start: number; end: number }[]) => regions.reduce((sum, r) => sum + (r.end - r.start), 0);

export const roundTo = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
