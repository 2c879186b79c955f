import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { scratchName } from '@speechdeck/core/server';
import type { PreparedSearch } from '@speechdeck/engines/spotting';
import type { SpotHit } from '../../contract/kws-api.ts';
import type { KwsDeps } from '../kws-deps.ts';

/** Share of the progress the conversion to WAV stands for (ffmpeg is ~100x faster than the search). */
const CONVERSION_SHARE = 0.05;

export interface SpotWork {
  userId: number;
  /** Media key of the recording, in any form ffmpeg reads. */
  mediaKey: string;
  search: PreparedSearch;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * The recording made a 16 kHz mono WAV, searched, and its hits answered. The work happens in a
 * scratch folder in the user's work dir on this node, removed at the end (or swept at the next
 * start of a host that died meanwhile).
 */
export async function spotRecording(deps: Pick<KwsDeps, 'audio' | 'media' | 'spotter'>, work: SpotWork): Promise<SpotHit[]> {
  const workDir = join(deps.media.workDir(work.userId), scratchName('kws'));
  await mkdir(workDir, { recursive: true });
  try {
    const wav = join(workDir, 'recording.wav');
    // The stored recording is needed only for the conversion: a download of it goes once converted.
    await deps.media.withLocal(work.mediaKey, (path) => deps.audio.toWav16kMono(path, wav, { signal: work.signal }), { signal: work.signal });
    work.onProgress?.(CONVERSION_SHARE);
    return await deps.spotter.spot(wav, work.search, {
      workDir,
      signal: work.signal,
      onProgress: (fraction) => work.onProgress?.(CONVERSION_SHARE + (1 - CONVERSION_SHARE) * fraction),
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
