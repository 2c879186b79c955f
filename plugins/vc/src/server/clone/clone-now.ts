import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { scratchName } from '@speechdeck/core/server';
import { AUDIO_FORMATS } from '@speechdeck/plugin-tts';
import { vcEngine, type MatchReport } from '../../contract/vc-api.ts';
import { readVoice, voiceSource, type VoiceReadDeps } from '../reference/voice-source.ts';
import type { CloneForm } from '../routes/clone-form.ts';
import type { VcDeps } from '../vc-deps.ts';
import { runClone } from './run-clone.ts';

export const CLONE_NOW_JOB = 'vc.clone-now';

/** The form as the route checked it, its voice and the media key the audio is stored under. */
const cloneNowPayload = z.object({
  voice: voiceSource, audioKey: z.string().min(1),
  text: z.string().min(1), language: z.string(), format: z.enum(AUDIO_FORMATS), engine: vcEngine.shape.id,
});

/** A synchronous clone's audio, stored only while it is answered: `release()` removes it once that is done. */
export interface ClonedNow {
  report: MatchReport;
  key: string;
  release(): Promise<void>;
}

/**
 * Reads the reference (an enrolled speaker's clips, joined there) and clones while the client
 * waits: a call, so it takes one of the queue's slots, on a worker when this is an API host. The
 * worker stores the audio under a key this host picks, with a scratch name: in a media folder,
 * should a host die before `release()`, its next start sweeps the file. `clientGone` drops it from
 * the wait or stops its engines; a clone that does not finish leaves nothing.
 */
export async function cloneNow(deps: Pick<VcDeps, 'jobs' | 'media'>, userId: number, form: CloneForm, clientGone: AbortSignal): Promise<ClonedNow> {
  const key = deps.media.scratchKey(userId, 'clone');
  const release = () => deps.media.remove(key).catch(() => {});
  try {
    const payload: z.input<typeof cloneNowPayload> = {
      voice: form.voice, audioKey: key, text: form.text, language: form.language, format: form.format, engine: form.engine.id,
    };
    return { report: await deps.jobs.call<MatchReport>(CLONE_NOW_JOB, payload, { userId, signal: clientGone }), key, release };
  } catch (error) {
    // The run leaves nothing when it fails; this is for a wait that fails once the audio is stored.
    await release();
    throw error;
  }
}

/**
 * The synchronous clone, run where the queue runs calls: the work happens in a scratch folder of
 * this node's work dir (swept when a host starts, should this one die mid-way), removed after.
 */
export function defineCloneNow(deps: VoiceReadDeps & Pick<VcDeps, 'jobs' | 'processes' | 'cloners'>): void {
  deps.jobs.define({
    kind: CLONE_NOW_JOB,
    payload: cloneNowPayload,
    async run({ voice, audioKey, text, language, format, engine }, { signal, userId }) {
      const scratch = join(deps.media.workDir(userId), scratchName('clone'));
      await mkdir(scratch);
      try {
        const reference = await readVoice(deps, userId, voice, join(scratch, 'reference.wav'), signal);
        const input = { engine: deps.cloners.pick(engine), reference, text, language, format };
        const audio = join(scratch, `clone.${format}`);
        const { report } = await runClone(deps, input, audio, { workDir: scratch, signal });
        await deps.media.put(audioKey, audio);
        return report;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  });
}
