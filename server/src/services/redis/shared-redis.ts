import { Redis, type Command } from 'ioredis';
import { redisUnanswered, REDIS_ANSWER_WITHIN_MS } from './answer-within.ts';

export interface SharedRedis {
  /** Starts every key this deployment writes (SPEECHDECK_QUEUE_PREFIX). */
  readonly prefix: string;
  /**
   * This process's connection for commands (rate limits, the queue's producer side): a command it
   * does not answer within the bound fails with a 503, so a request never waits out an outage.
   */
  readonly client: Redis;
  /** A new connection of its own, for what blocks or subscribes (the queue's workers); closed by its user. */
  connect(): Redis;
}

/** ioredis's own words for a command its `commandTimeout` gave up on. */
const TIMED_OUT = 'Command timed out';

/**
 * A connection whose commands fail with a 503 once Redis has not answered them within `ms`. ioredis
 * keeps what is given while Redis is away and sends it once it is back; `commandTimeout` bounds that
 * wait, and this tells the client to come back later instead of answering 500.
 */
class AnsweringRedis extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const sent = super.sendCommand(command, stream);
    // A pipeline's commands (with a stream) report through the pipeline, which reads their own promises.
    if (stream) return sent;
    const answered = (sent as Promise<unknown>).catch((error: unknown) => {
      throw error instanceof Error && error.message === TIMED_OUT
        ? redisUnanswered(`Redis, which keeps the queue and the rate limits, did not answer within ${this.options.commandTimeout! / 1000} s: try again in a moment.`)
        : error;
    });
    // ioredis answers callers that passed a callback (its own ready check does) through the command,
    // not this promise: unheard, its rejection would end the process.
    answered.catch(() => {});
    return answered;
  }
}

/**
 * A connection that waits out a restart of Redis instead of failing the commands given meanwhile:
 * ioredis keeps them and sends them once it has reconnected (BullMQ requires this of workers).
 */
function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

/**
 * `answerWithinMs` bounds the commands of `client` (what requests wait for); SPEECHDECK_CALL_WAIT_SECONDS
 * bounds it in turn (see the redis plugin).
 */
export function sharedRedis(redis: { url: string; prefix: string }, answerWithinMs = REDIS_ANSWER_WITHIN_MS): SharedRedis {
  return {
    prefix: redis.prefix,
    client: new AnsweringRedis(redis.url, { maxRetriesPerRequest: null, commandTimeout: answerWithinMs }),
    connect: () => connectRedis(redis.url),
  };
}
