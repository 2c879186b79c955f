import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError, scratchName, withLocalFiles } from '@speechdeck/core/server';
import { joinWavs } from '@speechdeck/plugin-tts/server';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import type { VcDeps } from '../vc-deps.ts';

/** The keys of the kept clips of the user's enrolled speaker `spk`; 404 naming a speaker the user lacks. */
export async function enrolledClips({ voices }: Pick<VcDeps, 'voices'>, userId: number, spk: string): Promise<string[]> {
  const clips = await voices.referenceClipKeys(userId, spk);
  if (!clips) throw new HttpError(404, `No enrolled speaker '${spk}': enroll the voice with the speaker services first, or send a reference recording.`, { spk: 'Not enrolled.' });
  return clips;
}

/**
 * The enrolled speaker's kept clips joined into one recording in the user's work dir (the caller
 * removes it), cut to the longest reference taken (VC_LIMITS.referenceMaxSeconds).
 */
export async function enrolledVoice(deps: Pick<VcDeps, 'voices' | 'media' | 'audio'>, userId: number, spk: string, signal?: AbortSignal): Promise<string> {
  const clips = await enrolledClips(deps, userId, spk);
  const dir = deps.media.workDir(userId);
  const joined = join(dir, scratchName('voice'));
  const source = join(dir, scratchName('voice'));
  try {
    await withLocalFiles(deps.media, clips, (paths) => joinWavs(paths, joined, { pauseSec: 0.3 }), { signal });
    await deps.audio.toWav16kMono(joined, source, { durationSec: VC_LIMITS.referenceMaxSeconds, signal });
    return source;
  } catch (error) {
    await unlink(source).catch(() => {});
    throw error;
  } finally {
    await unlink(joined).catch(() => {});
  }
}
