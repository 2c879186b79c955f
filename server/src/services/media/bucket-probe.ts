import { errorMessage } from '@speechdeck/core';
import { HttpError, type MediaStorage } from '@speechdeck/core/server';
import { answerWithin } from '../redis/answer-within.ts';

const ANSWER_WITHIN_MS = 5000;
/** Said to be in reach, a bucket is asked again after this long; out of reach, at every look. */
const TRUSTED_FOR_MS = 10_000;
const PROBE_KEY = 'health/probe';

/** Whether the media bucket answers: any answer about a key nobody stores (null) says it is there and lets us in. */
export async function bucketAnswers(media: Pick<MediaStorage, 'stat'>): Promise<void> {
  await answerWithin(ANSWER_WITHIN_MS, media.stat(PROBE_KEY), `The media bucket did not answer within ${ANSWER_WITHIN_MS / 1000} s.`);
}

/**
 * The queue's look at the bucket before it takes jobs (a job that needs media would fail there, and
 * a long outage would use up its attempts): an idle worker looks every poll, so an answer is trusted
 * for a while instead of asking the bucket twice a second.
 */
export function bucketProbe(media: Pick<MediaStorage, 'stat'>, now = () => Date.now()): () => Promise<void> {
  let answeredAt = -Infinity;
  return async () => {
    if (now() - answeredAt < TRUSTED_FOR_MS) return;
    try {
      await bucketAnswers(media);
    } catch (error) {
      // The client's own 503s already say what failed, in words for the log.
      if (error instanceof HttpError) throw error;
      throw new Error(`the media bucket cannot be reached: ${errorMessage(error)}`);
    }
    answeredAt = now();
  };
}
