import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { createRateLimiter, tooManyRequests, waitText } from './rate-limit.ts';

function clock() {
  let at = Date.parse('2026-01-01T00:00:00Z');
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
}

describe('createRateLimiter', () => {
  it('allows `max` hits per sliding window and key, and says when the oldest one leaves it', () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 2, windowSeconds: 60 }, time.now);
    limiter.hit('a');
    time.advance(20_000);
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.check('b').allowed).toBe(true);
    time.advance(40_000);
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('takes a hit back, or all of a key\'s', () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 1, windowSeconds: 60 }, time.now);
    limiter.hit('a');
    limiter.undo('a');
    expect(limiter.check('a').allowed).toBe(true);
    limiter.hit('a');
    limiter.clear('a');
    expect(limiter.check('a').allowed).toBe(true);
  });
});

describe('tooManyRequests', () => {
  it('is a 429 with Retry-After and a wait a person can read', () => {
    const error = tooManyRequests({ allowed: false, retryAfterSeconds: 900 }, 'Too many tries.');
    expect(error).toBeInstanceOf(HttpError);
    expect([error.statusCode, error.message, error.headers]).toEqual([429, 'Too many tries. Try again in 15 min.', { 'retry-after': '900' }]);
    expect([waitText(45), waitText(3600), waitText(3 * 3600)]).toEqual(['45 s', '60 min', '3 h']);
  });
});
