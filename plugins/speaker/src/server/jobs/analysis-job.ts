import { unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { HttpError, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import type { AnalysisKind } from '../../contract/sv-api.ts';
import type { ScoredCandidate } from '@speechdeck/engines/speaker';
import { failureMessage } from '../failure-message.ts';
import { convertToWav, scratchWav } from '../media/kept-wav.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import type { StoredAnalysis } from '../store/analysis-store.ts';
import { scoreDiarizedSpeakers } from '../analysis/score-diarized-speakers.ts';
import { trackSpeakers } from '../analysis/track-speakers.ts';

export const ANALYSIS_JOBS: Record<AnalysisKind, string> = { diarize: 'speaker.diarize', track: 'speaker.track' };

const analysisJobPayload = z.object({ analysisId: z.string().min(1) });

export type AnalysisJobs = Record<AnalysisKind, TrackedJobKind<z.input<typeof analysisJobPayload>>>;

/** The tracked job's id of an analysis. */
export const analysisJobId = (analysis: Pick<StoredAnalysis, 'id' | 'kind'>) => `${ANALYSIS_JOBS[analysis.kind]}/${analysis.id}`;

type AnalysisDeps = Pick<SpeakerDeps, 'stores' | 'media' | 'audio' | 'vad' | 'diarizer' | 'embedder' | 'jobs'>;

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
 * it stops (at once when it runs in this host, else at its next progress write) and stores nothing.
 */
async function analyzeStored(deps: AnalysisDeps, id: string, run: TrackedRun): Promise<void> {
  const stored = await deps.stores.analyses.get(id);
  if (!stored) return;
  const wavKey = await recordingWav(deps, stored, run.signal);
  if (!wavKey) return;
  run.progress(0.15);
  const tracked = await deps.media.withLocal(wavKey, async (wavPath) => {
    const regions = await deps.vad.detect(wavPath, { signal: run.signal });
    if (regions.length === 0) throw new HttpError(422, 'The recording has no speech.');
    run.progress(0.35);
    const { turns } = await deps.diarizer.diarize(wavPath, { speakers: stored.requestedSpeakers ?? undefined, regions, signal: run.signal });
    run.progress(0.8);
    const scores = stored.kind === 'track' ? await scoreDiarizedSpeakers(deps, stored.userId, wavPath, turns, run.signal) : new Map<string, ScoredCandidate[]>();
    return trackSpeakers(turns, scores, deps.embedder.sameSpeakerThreshold);
  }, { signal: run.signal });
  run.signal.throwIfAborted();
  await deps.stores.analyses.complete(id, tracked);
}

/** Deletes an analysis: its row, its job (stopped if it runs here) and its recording. Answers whether it existed. */
export async function removeAnalysis({ stores, media, analysisJobs }: Pick<SpeakerDeps, 'stores' | 'media' | 'analysisJobs'>, id: string): Promise<boolean> {
  const removed = await stores.analyses.delete(id);
  if (!removed) return false;
  await analysisJobs[removed.kind].remove(analysisJobId(removed));
  await media.remove(removed.mediaKey).catch(() => {});
  return true;
}

/** The queued diarization and tracking, a tracked job kind each: the platform keeps their life, the store their turns. */
export function defineAnalysisJobs(deps: AnalysisDeps): AnalysisJobs {
  const define = (kind: AnalysisKind) => deps.jobs.track({
    kind: ANALYSIS_JOBS[kind],
    payload: analysisJobPayload,
    failureText: (error) => failureMessage(error, 'analysis'),
    run: ({ analysisId }, run) => analyzeStored(deps, analysisId, run),
  });
  return { diarize: define('diarize'), track: define('track') };
}
