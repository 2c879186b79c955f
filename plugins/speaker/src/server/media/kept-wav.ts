import { join } from 'node:path';
import { scratchName, type AudioTools, type MediaStorage } from '@speechdeck/core/server';

/**
 * A place for a WAV made in the user's work dir until it is stored: a scratch name, so that what a
 * host dying mid-way leaves is swept at the next start.
 */
export const scratchWav = (media: Pick<MediaStorage, 'workDir'>, userId: number) => join(media.workDir(userId), scratchName('speaker'));

/** Writes the audio of the stored media under `key` as a 16 kHz mono WAV at `wavPath` (scratchWav). Answers its seconds. */
export async function convertToWav(deps: { media: Pick<MediaStorage, 'withLocal'>; audio: AudioTools }, key: string, wavPath: string, signal: AbortSignal): Promise<number> {
  const { durationSec } = await deps.media.withLocal(key, (input) => deps.audio.toWav16kMono(input, wavPath, { signal }), { signal });
  return durationSec;
}

/** Seconds of speech in regions. */
export const speechSecondsOf = (regions: readonly { start: number; end: number }[]) => regions.reduce((sum, r) => sum + (r.end - r.start), 0);

export const roundTo = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
