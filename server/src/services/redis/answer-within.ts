import { retryLater, type HttpError } from '@speechdeck/core/server';

/** How long a request waits for Redis before it is answered 503. */
export const REDIS_ANSWER_WITHIN_MS = 3000;

/** What a 503 for a silent Redis asks the client to wait: about what a restart of Redis takes. */
const RETRY_AFTER_SECONDS = 5;

/** The 503 of a request that Redis did not answer in time, with the Retry-After a client waits out. */
export function redisUnanswered(message: string): HttpError {
  return retryLater(503, message, RETRY_AFTER_SECONDS);
}

/**
 * Redis's answer to `command`, or a 503 once `ms` pass without one. The shared connection keeps
 * commands through a restart of Redis and sends them when it is back (what the queue's workers
 * need); a request must not wait that long. A command given up on may still run once Redis is back.
 */
export async function answerWithin<T>(ms: number, command: Promise<T>, refusal = 'Redis, which keeps the rate limits, does not answer: try again in a moment.'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(redisUnanswered(refusal)), ms);
  });
  try {
    return await Promise.race([command, late]);
  } finally {
    clearTimeout(timer);
  }
}
