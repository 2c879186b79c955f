import { z } from 'zod';
import { keywordRequest, type KeywordRequest, type SpotHit } from '../../contract/kws-api.ts';
import type { KwsDeps } from '../kws-deps.ts';
import { spotRecording } from './spot-recording.ts';

export const SPOT_NOW_JOB = 'kws.spot-now';

/** The keywords as asked (the worker prepares them again: the same words give the same search). */
const spotNowPayload = z.object({ mediaKey: z.string().min(1), keywords: z.array(keywordRequest).min(1), language: z.string() });

/**
 * Searches a short recording while the client waits: a call, so it takes one of the queue's slots,
 * on a worker when this is an API host. `clientGone` drops it from the wait or stops its engine.
 */
export function spotNow(
  deps: Pick<KwsDeps, 'jobs'>,
  { userId, mediaKey, keywords, language, clientGone }: { userId: number; mediaKey: string; keywords: readonly KeywordRequest[]; language: string; clientGone: AbortSignal },
): Promise<SpotHit[]> {
  const payload: z.input<typeof spotNowPayload> = { mediaKey, keywords: [...keywords], language };
  return deps.jobs.call<SpotHit[]>(SPOT_NOW_JOB, payload, { userId, signal: clientGone });
}

/** The synchronous spotting, run where the queue runs calls. */
export function defineSpotNow(deps: Pick<KwsDeps, 'jobs' | 'media' | 'audio' | 'spotter'>): void {
  deps.jobs.define({
    kind: SPOT_NOW_JOB,
    payload: spotNowPayload,
    run: async ({ mediaKey, keywords, language }, { signal, userId }) =>
      spotRecording(deps, { userId, mediaKey, search: await deps.spotter.prepare(keywords, language), signal }),
  });
}
