import { unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { HttpError } from '@speechdeck/core/server';
import type { AnalysisKind } from '../../contract/sv-api.ts';
import type { ScoredCandidate } from '@speechdeck/engines/speaker';
import { failureMessage } from '../failure-message.ts';
import { convertToWav, scratchWav } from '../media/kept-wav.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import type { StoredAnalysis } from '../store/analysis-store.ts';
import { scoreDiarizedSpeakers } from './score-diarized-speakers.ts';
import { trackSpeakers } from './track-speakers.ts';

export const ANALYSIS_JOBS: Record<AnalysisKind, string> = { diarize: 'speaker.diarize', track: 'speaker.track' };

const analysisJobPayload = z.object({ analysisId: z.string().min(1) });

/** The queue's id of an analysis's job. */
export const analysisJobId = (analysis: Pick<StoredAnalysis, 'id' | 'kind'>) => `${ANALYSIS_JOBS[analysis.kind]}/${analysis.id}`;

/** Progress is written at most this often: the row is polled, not streamed. */
const PROGRESS_EVERY_MS = 500;

type AnalysisDeps = Pick<SpeakerDeps, 'stores' | 'media' | 'audio' | 'vad' | 'diarizer' | 'embedder' | 'running' | 'jobs'>;

/**
 * The key of the analysis's recording as a 16 kHz mono WAV: its upload converted on the first run,
 * kept under the analysis's id, so that a repeated run stores it under the same key.
 */
const wavKeyOf = (stored: Pick<StoredAnalysis, 'id' | 'userId'>) => `${stored.userId}/${stored.id}.wav`;

/** Whether the row names the converted recording yet; a key stored by earlier versions is an absolute path, named the same. */
export const isConverted = (stored: Pick<StoredAnalysis, 'id' | 'mediaKey'>) => basename(stored.mediaKey) === `${stored.id}.wav`;

/**
 * The recording's key as a WAV, converting the upload on the first run (the row then names the WAV
 * and the upload is removed). Null when the analysis was deleted meanwhile.
 */
async function recordingWav(deps: AnalysisDeps, stored: StoredAnalysis, signal: AbortSignal): Promise<string | null> {
  const { media, stores } = deps;
  if (isConverted(stored)) return stored.mediaKey;
  const wavPath = scratchWav(media, stored.userId);
  const wavKey = wavKeyOf(stored);
  let duration: number;
  try {
    duration = await convertToWav(deps, stored.mediaKey, wavPath, signal);
    await media.put(wavKey, wavPath);
  } catch (error) {
    await unlink(wavPath).catch(() => {});
    throw error;
  }
  if (!(await stores.analyses.setMedia(stored.id, wavKey, duration))) {
    await media.remove(wavKey).catch(() => {});
    return null;
  }
  await media.remove(stored.mediaKey).catch(() => {});
  return wavKey;
}

/**
 * Runs one stored diarization or tracking and stores its turns. Deleted before or while it runs:
 * it stops (at once when it runs in this host, else at its next progress write) and stores
 * nothing. An abort (shutdown, lost lease) puts it back to 'queued' and propagates, as does a
 * failure, for the queue to record.
 */
export async function analyzeStored(deps: AnalysisDeps, id: string, signal: AbortSignal): Promise<void> {
  const { stores } = deps;
  const stored = await stores.analyses.get(id);
  if (!stored || stored.status === 'done' || !(await stores.analyses.setStatus(id, { status: 'running', progress: 0, error: null }))) return;
  const run = deps.running.start(id, signal);
  let lastWrite = 0;
  // Awaited where it is called, so that no progress write lands after the outcome's.
  const progress = async (fraction: number) => {
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    if (!(await stores.analyses.setStatus(id, { status: 'running', progress: fraction }))) run.stop();
  };
  try {
    const wavKey = await recordingWav(deps, stored, run.signal);
    if (!wavKey) return;
    await progress(0.15);
    const tracked = await deps.media.withLocal(wavKey, async (wavPath) => {
      const regions = await deps.vad.detect(wavPath, { signal: run.signal });
      if (regions.length === 0) throw new HttpError(422, 'The recording has no speech.');
      await progress(0.35);
      const { turns } = await deps.diarizer.diarize(wavPath, { speakers: stored.requestedSpeakers ?? undefined, regions, signal: run.signal });
      await progress(0.8);
      const scores = stored.kind === 'track' ? await scoreDiarizedSpeakers(deps, stored.userId, wavPath, turns, run.signal) : new Map<string, ScoredCandidate[]>();
      return trackSpeakers(turns, scores, deps.embedder.sameSpeakerThreshold);
    }, { signal: run.signal });
    run.signal.throwIfAborted();
    await stores.analyses.complete(id, tracked);
  } catch (error) {
    if (run.stopped) return;
    if (signal.aborted) await stores.analyses.setStatus(id, { status: 'queued', progress: 0 });
    throw error;
  } finally {
    run.end();
  }
}

/** Deletes an analysis: stops it if it runs here, removes its row and its recording. Answers whether it existed. */
export async function removeAnalysis({ stores, media, running }: Pick<SpeakerDeps, 'stores' | 'media' | 'running'>, id: string): Promise<boolean> {
  const removed = await stores.analyses.delete(id);
  return running.remove(id, () => removed && [removed.mediaKey], media);
}

/**
 * The queued diarization and tracking, one kind each. The row shows the job's one state: running
 * while it runs, back to queued while a retry waits, failed with the reason once the queue gives up.
 */
export function defineAnalysisJobs(deps: AnalysisDeps): void {
  for (const kind of Object.values(ANALYSIS_JOBS)) {
    deps.jobs.define({
      kind,
      payload: analysisJobPayload,
      run: ({ analysisId }, { signal }) => analyzeStored(deps, analysisId, signal),
      async onFailure({ analysisId }, { error, final }) {
        await deps.stores.analyses.setStatus(analysisId, final ? { status: 'failed', error: failureMessage(error, 'analysis') } : { status: 'queued', progress: 0, error: null });
      },
    });
  }
}
