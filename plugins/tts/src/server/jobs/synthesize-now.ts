import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { scratchName } from '@speechdeck/core/server';
import type { AudioFormat } from '../../contract/tts-api.ts';
import type { SynthesisInput } from '../engines/synthesizer.ts';
import type { SynthesisDeps } from './synthesis-deps.ts';
import { synthesizeText, type SynthesizedAudio } from './synthesize-text.ts';

/** Audio made for one answer (a download, a mail), not stored: `release()` removes it once that is done. */
export interface UnstoredAudio extends SynthesizedAudio {
  path: string;
  release(): Promise<void>;
}

/**
 * Synthesizes while the client waits, in one of the queue's slots (at most
 * SPEECHDECK_JOB_CONCURRENCY syntheses and recognitions run at once, however they were asked for),
 * into a scratch file of the user's media folder: should the host die before `release()`, its
 * next start sweeps the file. `clientGone` drops it from the wait for a slot or stops its engine;
 * a synthesis that does not finish leaves nothing.
 */
export async function synthesizeNow(
  deps: Pick<SynthesisDeps, 'synthesizer' | 'processes' | 'media' | 'jobs'>,
  userId: number,
  input: SynthesisInput & { format: AudioFormat },
  { kind, clientGone }: { kind: string; clientGone: AbortSignal },
): Promise<UnstoredAudio> {
  const dir = deps.media.dir(userId);
  const path = join(dir, scratchName(kind));
  const release = () => unlink(path).catch(() => {});
  try {
    const audio = await deps.jobs.runNow((signal) => synthesizeText(deps, input, path, { workDir: dir, signal }), { signal: clientGone });
    return { ...audio, path, release };
  } catch (error) {
    // synthesizeText leaves nothing when it fails; this is for a wait that fails once the file is made.
    await release();
    throw error;
  }
}
