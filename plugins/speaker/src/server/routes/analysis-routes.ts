import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError, jobStateOf, sendMediaRange, withJobStates, type JobState } from '@speechdeck/core/server';
import { svApi, type AnalysisKind } from '../../contract/sv-api.ts';
import { analysisJobId, isConverted, removeAnalysis } from '../jobs/analysis-job.ts';
import { saveAnalysis } from '../analysis/save-analysis.ts';
import { keepRecording, receiveRecording } from '../media/receive-recording.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { publicAnalysis, type StoredAnalysis } from '../store/analysis-store.ts';
import { owned } from './owned.ts';

/** The list answers this many of the newest; older ones stay reachable by id until deleted. */
const LIST_LIMIT = 200;

const NAMES: Record<AnalysisKind, string> = { diarize: 'diarization', track: 'tracking' };

/** Diarization and tracking: queued with a recording, read by id, listed, played, saved to the workspace, deleted. */
export function analysisRoutes(deps: SpeakerDeps): void {
  const { http, auth, clock, stores, media, analysisJobs } = deps;

  /** An analysis the caller may see; `kind` narrows it (a tracking's id asked for as a diarization is unknown). */
  async function ownedAnalysis(request: FastifyRequest, id: string, kind?: AnalysisKind): Promise<StoredAnalysis> {
    const stored = owned(request, await stores.analyses.get(id), `No ${kind ? NAMES[kind] : 'diarization or tracking'} with id '${id}'.`);
    if (kind && stored.kind !== kind) throw new HttpError(404, `No ${NAMES[kind]} with id '${id}'.`);
    return stored;
  }

  const jobOf = (stored: StoredAnalysis): Promise<JobState> => jobStateOf(analysisJobs[stored.kind], analysisJobId(stored));

  /** An analysis with its job's state, as clients see it. */
  async function shown(stored: StoredAnalysis) {
    return publicAnalysis(stored, await jobOf(stored));
  }

  for (const kind of ['diarize', 'track'] as const) {
    http.route(kind === 'diarize' ? svApi.diarize : svApi.track, async (request) => {
      const { userId: asked, speakers } = request.query;
      const userId = auth.actingUserId(request, asked);
      const upload = await receiveRecording(deps, request, userId, { call: NAMES[kind] });
      const analysis = {
        id: randomUUID(), userId, kind, fileName: upload.fileName, duration: upload.duration, requestedSpeakers: speakers ?? null,
        mediaKey: await keepRecording(media, userId, upload), createdAt: clock.now().toISOString(),
      };
      try {
        await stores.analyses.create(analysis);
      } catch (error) {
        await media.remove(analysis.mediaKey).catch(() => {});
        throw error;
      }
      await analysisJobs[kind].start(analysisJobId(analysis), { analysisId: analysis.id }, { userId });
      return { id: analysis.id };
    });
  }

  http.route(svApi.diarization, async (request) => shown(await ownedAnalysis(request, request.params.id, 'diarize')));
  http.route(svApi.tracking, async (request) => shown(await ownedAnalysis(request, request.params.id, 'track')));

  http.route(svApi.analyses, async (request) => {
    const list = await stores.analyses.list(request.authUser!.id, LIST_LIMIT);
    // Two kinds, each its own tracked jobs: read per kind, then in the list's order.
    const states = new Map<string, JobState>();
    for (const kind of ['diarize', 'track'] as const) {
      for (const [stored, job] of await withJobStates(analysisJobs[kind], list.filter((a) => a.kind === kind), analysisJobId)) states.set(stored.id, job);
    }
    return { analyses: list.map((stored) => publicAnalysis(stored, states.get(stored.id)!)) };
  });

  http.route(svApi.analysisAudio, async (request, reply) => {
    const stored = await ownedAnalysis(request, request.params.id);
    // Until its job has converted the upload, the recording is in whatever form it came.
    if (!isConverted(stored)) throw new HttpError(409, `The recording is still being prepared: the ${NAMES[stored.kind]} is ${(await jobOf(stored)).status}.`);
    const info = await media.stat(stored.mediaKey);
    if (!info) throw new HttpError(404, 'The recording of this analysis is gone.');
    reply.header('content-type', 'audio/wav').header('x-content-type-options', 'nosniff');
    return sendMediaRange(reply, media, stored.mediaKey, info.bytes);
  });

  http.route(svApi.saveAnalysis, async (request) => {
    const stored = await ownedAnalysis(request, request.params.id);
    return { processId: await saveAnalysis(deps, stored, await jobOf(stored)) };
  });

  http.route(svApi.deleteAnalysis, async (request) => {
    const stored = await ownedAnalysis(request, request.params.id);
    if (!(await removeAnalysis(deps, stored.id))) throw new HttpError(404, `No diarization or tracking with id '${stored.id}'.`);
    return { message: `The ${NAMES[stored.kind]} and its recording are deleted.` };
  });
}
