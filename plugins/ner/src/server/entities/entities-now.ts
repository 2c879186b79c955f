import { z } from 'zod';
import { HttpError } from '@speechdeck/core/server';
import { NER_LANGUAGES, type NamedEntity, type NerLanguage, type TranscriptEntity } from '../../index.ts';
import type { NerDeps } from '../ner-deps.ts';
import { checkFinished } from '../transcript/finished-transcript.ts';
import { keepEntities } from '../transcript/keep-entities.ts';
import { transcriptEntities } from '../transcript/transcript-entities.ts';

export const ENTITIES_NOW_JOB = 'ner.entities-now';

const language = z.enum(NER_LANGUAGES);
/**
 * A text as the route checked it, or a transcript of the call's user by its process id: the job
 * reads the transcript from the shared results store, so the payload stays small however long it is.
 */
const entitiesNowPayload = z.union([
  z.object({ text: z.string().min(1), language }),
  z.object({ processId: z.string().min(1), language }),
]);

type Deps = Pick<NerDeps, 'jobs' | 'results' | 'store' | 'threads'>;

/**
 * The entities of a text, found while the client waits: a call, so the recognition (CPU work,
 * seconds to minutes on a long text) takes one of the queue's slots, on a worker when this is an
 * API host. `clientGone` drops it from the wait, or ends its thread once it runs.
 */
export function textEntitiesNow(deps: Pick<NerDeps, 'jobs'>, userId: number, text: string, served: NerLanguage, clientGone: AbortSignal): Promise<NamedEntity[]> {
  const payload: z.input<typeof entitiesNowPayload> = { text, language: served };
  return deps.jobs.call<NamedEntity[]>(ENTITIES_NOW_JOB, payload, { userId, signal: clientGone });
}

/** The same for a finished transcript of `ownerId`, whose entities the job also keeps (keepEntities). */
export function transcriptEntitiesNow(
  deps: Pick<NerDeps, 'jobs'>, ownerId: number, processId: string, served: NerLanguage, clientGone: AbortSignal,
): Promise<{ text: string; entities: TranscriptEntity[] }> {
  const payload: z.input<typeof entitiesNowPayload> = { processId, language: served };
  return deps.jobs.call(ENTITIES_NOW_JOB, payload, { userId: ownerId, signal: clientGone });
}

/**
 * The recognition, run where the queue runs calls, in a thread (EntityThreads) so that the event
 * loop keeps renewing leases meanwhile. A transcript's entities are kept here, in the run that read
 * it, so they carry the creation time of the very result they were found in.
 */
export function defineEntitiesNow(deps: Deps): void {
  deps.jobs.define({
    kind: ENTITIES_NOW_JOB,
    payload: entitiesNowPayload,
    run: async (payload, { userId, signal }) => ('text' in payload
      ? deps.threads.recognize(payload.text, payload.language, signal)
      : keptTranscriptEntities(deps, userId, payload.processId, payload.language, signal)),
  });
}

async function keptTranscriptEntities(deps: Deps, userId: number, processId: string, served: NerLanguage, signal: AbortSignal) {
  const result = await deps.results.get(userId, processId);
  // Deleted since the route read it: answered as the route answers an unknown transcript.
  if (!result) throw new HttpError(404, `No result with process id '${processId}'.`);
  checkFinished(result);
  const found = await transcriptEntities(result.segments, (text) => deps.threads.recognize(text, served, signal));
  await keepEntities(deps, result, found.entities, served);
  return found;
}
