import { join } from 'node:path';
import { z } from 'zod';
import { AUDIO_FORMATS } from '@speechdeck/plugin-tts';
import { vcEngine, type MatchReport } from '../../contract/vc-api.ts';
import { readVoice, voiceSource, type VoiceReadDeps } from '../reference/voice-source.ts';
import type { CloneForm } from '../routes/clone-form.ts';
import type { VcDeps } from '../vc-deps.ts';
import { runClone } from './run-clone.ts';

export const CLONE_NOW_JOB = 'vc.clone-now';

/** The form as the route checked it, its voice and the scratch folder the work happens in, by media key. */
const cloneNowPayload = z.object({
  voice: voiceSource, scratchKey: z.string().min(1),
  text: z.string().min(1), language: z.string(), format: z.enum(AUDIO_FORMATS), engine: vcEngine.shape.id,
});

/** Where a synchronous clone's audio lands in its scratch folder. */
export const cloneAudioIn = (scratch: string, format: string) => join(scratch, `clone.${format}`);

/**
 * Reads the reference (an enrolled speaker's clips, joined there) and clones while the client
 * waits: a call, so it takes one of the queue's slots, on a worker when this is an API host. The
 * audio lands in `scratch` (cloneAudioIn), a folder of the user's media folder, which every node
 * shares. `clientGone` drops it from the wait or stops its engines.
 */
export function cloneNow(deps: Pick<VcDeps, 'jobs' | 'media'>, userId: number, form: CloneForm, scratch: string, clientGone: AbortSignal): Promise<MatchReport> {
  const payload: z.input<typeof cloneNowPayload> = {
    voice: form.voice, scratchKey: deps.media.keyOf(scratch), text: form.text, language: form.language, format: form.format, engine: form.engine.id,
  };
  return deps.jobs.call<MatchReport>(CLONE_NOW_JOB, payload, { userId, signal: clientGone });
}

/** The synchronous clone, run where the queue runs calls. */
export function defineCloneNow(deps: VoiceReadDeps & Pick<VcDeps, 'jobs' | 'processes' | 'cloners'>): void {
  deps.jobs.define({
    kind: CLONE_NOW_JOB,
    payload: cloneNowPayload,
    async run({ voice, scratchKey, text, language, format, engine }, { signal, userId }) {
      const scratch = deps.media.pathOf(scratchKey);
      const reference = await readVoice(deps, userId, voice, join(scratch, 'reference.wav'), signal);
      const input = { engine: deps.cloners.pick(engine), reference, text, language, format };
      const { report } = await runClone(deps, input, cloneAudioIn(scratch, format), { workDir: scratch, signal });
      return report;
    },
  });
}
