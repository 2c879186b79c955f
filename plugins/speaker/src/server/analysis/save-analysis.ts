import { randomUUID } from 'node:crypto';
import { HttpError, type JobState } from '@speechdeck/core/server';
import type { SpeakerDeps } from '../speaker-deps.ts';
import type { StoredAnalysis } from '../store/analysis-store.ts';

/** What a saved analysis says in the workspace, as it has turns but no transcript. */
export const SAVED_NOTE = {
  diarize: 'Who spoke when, from a speaker diarization: the segments have no text.',
  track: 'Who spoke when, from a speaker tracking (enrolled speakers named): the segments have no text.',
} as const;

/** The language of a result with no words ('und', ISO 639's "undetermined"). */
const NO_LANGUAGE = 'und';

/**
 * Saves a finished analysis as a workspace result: one segment per turn with its speaker and no
 * text, so the workspace finds it by speaker. Its audio is a copy of the analysis's recording
 * under a new media key, so that deleting either leaves the other whole. Saved already,
 * and that result still there: answers it again. Two saves at once make one result: the one that
 * records its result first wins, the other removes its own and answers the winner's.
 */
export async function saveAnalysis(deps: Pick<SpeakerDeps, 'stores' | 'results' | 'media'>, stored: StoredAnalysis, job: Pick<JobState, 'status'>): Promise<string> {
  const { stores, results, media } = deps;
  if (job.status !== 'done') throw new HttpError(409, `The ${stored.kind === 'track' ? 'tracking' : 'diarization'} is not done yet: it is ${job.status}.`);
  if (stored.processId && (await results.get(stored.userId, stored.processId))) return stored.processId;
  const mediaKey = media.newKey(stored.userId, 'wav');
  await media.copy(stored.mediaKey, mediaKey);
  const processId = randomUUID();
  const options = { language: NO_LANGUAGE, isDiarize: true, vad: true, punct: false, sentText: false, oa: false };
  await results.create({ processId, userId: stored.userId, fn: stored.fileName, options, mediaKey, duration: stored.duration });
  await results.complete(stored.userId, processId, {
    language: NO_LANGUAGE,
    duration: stored.duration,
    engine: `speaker-${stored.kind}`,
    segments: stored.segments.map((segment, position) => ({ position, ...segment, sent: '', kw: [], oa: null, words: [] })),
    notes: [SAVED_NOTE[stored.kind]],
  });
  if (await stores.analyses.setProcessId(stored.id, processId, stored.processId)) return processId;
  // Deleted, or saved by another request, meanwhile: this copy goes, and the analysis as it is now decides.
  await results.delete(stored.userId, processId);
  await media.remove(mediaKey).catch(() => {});
  const latest = await stores.analyses.get(stored.id);
  if (!latest) throw new HttpError(404, `No analysis with id '${stored.id}'.`);
  return saveAnalysis(deps, latest, job);
}
