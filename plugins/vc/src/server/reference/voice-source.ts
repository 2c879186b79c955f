import { unlink } from 'node:fs/promises';
import { z } from 'zod';
import type { VcDeps } from '../vc-deps.ts';
import { enrolledVoice } from './enrolled-voice.ts';
import { readReference, type ReferenceVoice } from './reference-voice.ts';

/**
 * The voice to clone as a form gave it, in a shape a call's payload carries: a stored upload, by
 * media key (the route removes it), or a speaker the user enrolled.
 */
export const voiceSource = z.union([z.object({ uploadKey: z.string().min(1) }), z.object({ spk: z.string().min(1) })]);
export type VoiceSource = z.output<typeof voiceSource>;

export type VoiceReadDeps = Pick<VcDeps, 'media' | 'audio' | 'vad' | 'embedder' | 'voices'>;

/** Reads the voice into `outWav` as readReference does; an enrolled speaker's clips are joined first, and that join removed after. */
export async function readVoice(deps: VoiceReadDeps, userId: number, voice: VoiceSource, outWav: string, signal?: AbortSignal): Promise<ReferenceVoice> {
  if ('uploadKey' in voice) return deps.media.withLocal(voice.uploadKey, (upload) => readReference(deps, upload, outWav, signal), { signal });
  const joined = await enrolledVoice(deps, userId, voice.spk, signal);
  try {
    return await readReference(deps, joined, outWav, signal);
  } finally {
    await unlink(joined).catch(() => {});
  }
}

/** Removes the form's upload, if it sent one. */
export async function removeUpload({ media }: Pick<VcDeps, 'media'>, voice: VoiceSource): Promise<void> {
  if ('uploadKey' in voice) await media.remove(voice.uploadKey).catch(() => {});
}
