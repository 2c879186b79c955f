import { z } from 'zod';
import { readVoice, voiceSource, type VoiceReadDeps, type VoiceSource } from '../reference/voice-source.ts';
import type { VcDeps } from '../vc-deps.ts';

export const READ_REFERENCE_JOB = 'vc.read-reference';

/** The voice as the route checked it and where the reference WAV goes, by media key. */
const readReferenceNowPayload = z.object({ voice: voiceSource, outKey: z.string().min(1) });

/**
 * Reads a queued clone's reference into `outWav` while the client waits, so that one that cannot
 * serve is refused at once (415, 422) rather than failing in the job: a call, so it takes one of
 * the queue's slots, on a worker when this is an API host. On a refusal `outWav` is not left behind.
 */
export async function readReferenceNow(deps: Pick<VcDeps, 'jobs' | 'media'>, userId: number, voice: VoiceSource, outWav: string, clientGone: AbortSignal): Promise<void> {
  const payload: z.input<typeof readReferenceNowPayload> = { voice, outKey: deps.media.keyOf(outWav) };
  await deps.jobs.call(READ_REFERENCE_JOB, payload, { userId, signal: clientGone });
}

/** The reading of a queued clone's reference, run where the queue runs calls. It answers nothing: the job measures the stored WAV again. */
export function defineReadReferenceNow(deps: VoiceReadDeps & Pick<VcDeps, 'jobs'>): void {
  deps.jobs.define({
    kind: READ_REFERENCE_JOB,
    payload: readReferenceNowPayload,
    async run({ voice, outKey }, { signal, userId }) {
      await readVoice(deps, userId, voice, deps.media.pathOf(outKey), signal);
    },
  });
}
