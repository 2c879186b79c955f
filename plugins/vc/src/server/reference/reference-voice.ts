import { unlink } from 'node:fs/promises';
import { BadMediaError, HttpError, type AudioTools } from '@speechdeck/core/server';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { profileVoice, speechSeconds, type ProfileTools, type VoiceProfile } from '../analysis/voice-profile.ts';

/** The target voice: its recording as a 16 kHz mono WAV and what was measured of it. */
export interface ReferenceVoice extends VoiceProfile {
  wavPath: string;
}

export interface ReferenceTools extends ProfileTools {
  audio: AudioTools;
}

const seconds = (s: number) => `${s.toFixed(1)} s`;

/**
 * Reads an uploaded recording of the target voice into `outWav` (16 kHz mono) and measures it. A
 * file that is not audio is refused (415), as is a recording longer than the limit or with too
 * little speech to measure a voice by (422); `outWav` is then not left behind.
 */
export async function readReference(tools: ReferenceTools, input: string, outWav: string, signal?: AbortSignal): Promise<ReferenceVoice> {
  const info = await tools.audio.probe(input, { signal });
  if (!info.hasAudio) throw new BadMediaError('The reference has no audio track.', 400);
  if (info.durationSec > VC_LIMITS.referenceMaxSeconds) {
    throw new HttpError(422, `The reference is ${seconds(info.durationSec)} long: send at most ${VC_LIMITS.referenceMaxSeconds} s of the voice.`, { reference: 'Too long.' });
  }
  try {
    await tools.audio.toWav16kMono(input, outWav, { signal });
    return { wavPath: outWav, ...(await checkedProfile(tools, outWav, signal)) };
  } catch (error) {
    await unlink(outWav).catch(() => {});
    throw error;
  }
}

/** Measures a stored reference (a queued clone's), with the same check of its speech. */
export async function storedReference(tools: ProfileTools, wavPath: string, signal?: AbortSignal): Promise<ReferenceVoice> {
  return { wavPath, ...(await checkedProfile(tools, wavPath, signal)) };
}

async function checkedProfile(tools: ProfileTools, wavPath: string, signal?: AbortSignal): Promise<VoiceProfile> {
  const profile = await profileVoice(tools, wavPath, signal);
  const speech = speechSeconds(profile.regions);
  if (speech < VC_LIMITS.referenceMinSeconds) {
    throw new HttpError(422, `The reference has ${seconds(speech)} of speech: send a recording with at least ${VC_LIMITS.referenceMinSeconds} s of the voice speaking.`, { reference: 'Too little speech.' });
  }
  return profile;
}
