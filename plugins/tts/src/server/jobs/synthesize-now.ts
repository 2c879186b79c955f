import { z } from 'zod';
import { AUDIO_FORMATS, type AudioFormat } from '../../contract/tts-api.ts';
import type { SynthesisInput } from '@speechdeck/engines/synthesis';
import type { SynthesisDeps } from './synthesis-deps.ts';
import { synthesizeText, type SynthesizedAudio } from './synthesize-text.ts';

export const SYNTHESIZE_NOW_JOB = 'tts.synthesize-now';

/** The text and voice as the route checked them, and the media key the audio is stored under. */
const synthesizeNowPayload = z.object({
  input: z.object({
    text: z.string().min(1), language: z.string(), voice: z.string().optional(), rate: z.number(), pitch: z.number(), format: z.enum(AUDIO_FORMATS),
  }),
  outKey: z.string().min(1),
});

/** Audio made for one answer (a download, a mail), stored only meanwhile: `release()` removes it once that is done. */
export interface UnstoredAudio extends SynthesizedAudio {
  key: string;
  release(): Promise<void>;
}

/**
 * Synthesizes while the client waits: a call, so it takes one of the queue's slots (at most
 * SPEECHDECK_JOB_CONCURRENCY syntheses and recognitions run at once, however they were asked for),
 * on a worker when this is an API host. The worker stores the audio under a key this host picks,
 * with a scratch name: in a media folder, should a host die before `release()`, its next start
 * sweeps the file. `clientGone` drops it from the wait or stops its engine; a synthesis that does
 * not finish leaves nothing.
 */
export async function synthesizeNow(
  deps: Pick<SynthesisDeps, 'media' | 'jobs'>,
  userId: number,
  input: SynthesisInput & { format: AudioFormat },
  { kind, clientGone }: { kind: string; clientGone: AbortSignal },
): Promise<UnstoredAudio> {
  const key = deps.media.scratchKey(userId, kind);
  const release = () => deps.media.remove(key).catch(() => {});
  try {
    const payload: z.input<typeof synthesizeNowPayload> = { input, outKey: key };
    const audio = await deps.jobs.call<SynthesizedAudio>(SYNTHESIZE_NOW_JOB, payload, { userId, signal: clientGone });
    return { ...audio, key, release };
  } catch (error) {
    // synthesizeText leaves nothing when it fails; this is for a wait that fails once the file is stored.
    await release();
    throw error;
  }
}

/** The synchronous synthesis, run where the queue runs calls: its work in this node's work dir. */
export function defineSynthesizeNow(deps: Pick<SynthesisDeps, 'synthesizer' | 'processes' | 'media' | 'jobs'>): void {
  deps.jobs.define({
    kind: SYNTHESIZE_NOW_JOB,
    payload: synthesizeNowPayload,
    run: ({ input, outKey }, { signal, userId }) => synthesizeText(deps, input, outKey, { workDir: deps.media.workDir(userId), signal }),
  });
}
