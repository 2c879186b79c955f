import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { scratchName } from '@speechdeck/core/server';
import { readVoice, voiceSource, type VoiceReadDeps, type VoiceSource } from '../reference/voice-source.ts';
import type { VcDeps } from '../vc-deps.ts';

export const READ_REFERENCE_JOB = 'vc.read-reference';

/** The voice as the route checked it and the media key the reference WAV is stored under. */
const readReferenceNowPayload = z.object({ voice: voiceSource, outKey: z.string().min(1) });

/**
 * Reads a queued clone's reference and stores it under `outKey` while the client waits, so that one
 * that cannot serve is refused at once (415, 422) rather than failing in the job: a call, so it
 * takes one of the queue's slots, on a worker when this is an API host. On a refusal nothing is stored.
 */
export async function readReferenceNow(deps: Pick<VcDeps, 'jobs'>, userId: number, voice: VoiceSource, outKey: string, clientGone: AbortSignal): Promise<void> {
  const payload: z.input<typeof readReferenceNowPayload> = { voice, outKey };
  await deps.jobs.call(READ_REFERENCE_JOB, payload, { userId, signal: clientGone });
}

/**
 * The reading of a queued clone's reference, run where the queue runs calls: into this node's work
 * dir, then stored. It answers nothing: the job measures the stored WAV again.
 */
export function defineReadReferenceNow(deps: VoiceReadDeps & Pick<VcDeps, 'jobs'>): void {
  deps.jobs.define({
    kind: READ_REFERENCE_JOB,
    payload: readReferenceNowPayload,
    async run({ voice, outKey }, { signal, userId }) {
      const outWav = join(deps.media.workDir(userId), scratchName('reference'));
      try {
        await readVoice(deps, userId, voice, outWav, signal);
        await deps.media.put(outKey, outWav);
      } catch (error) {
        // A refusal leaves nothing already; a failure to store leaves the WAV.
        await unlink(outWav).catch(() => {});
        throw error;
      }
    },
  });
}
