import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { admitAll, createMemoryRateLimiter, tooManyRequests, waitText } from './rate-limit.ts';

function clock() {
  let at = Date.parse('2026-01-01T00:00:00Z');
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
}

describe('createMemoryRateLimiter', () => {
  it('admits `max` hits per sliding window and key, and says when the oldest one leaves it', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ max: 2, windowSeconds: 60 }, time.now);
    expect(await limiter.admit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time.advance(20_000);
    await limiter.admit('a');
    expect(await limiter.admit('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.admit('b')).allowed).toBe(true);
    time.advance(40_000);
    expect((await limiter.admit('a')).allowed).toBe(true);
    expect((await limiter.admit('a')).allowed).toBe(false);
  });

  it('counts a hit whatever the limit says', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ max: 1, windowSeconds: 60 }, time.now);
    await limiter.hit('a');
    await limiter.hit('a');
    await limiter.undo('a');
    expect((await limiter.admit('a')).allowed).toBe(false);
  });

  it('takes a hit back, or all of a key\'s', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ max: 1, windowSeconds: 60 }, time.now);
    await limiter.admit('a');
    await limiter.undo('a');
    expect((await limiter.admit('a')).allowed).toBe(true);
    await limiter.clear('a');
    expect((await limiter.admit('a')).allowed).toBe(true);
  });
});

describe('admitAll', () => {
  it('throws the first spent limit\'s 429, and a refused request counts against none of the limits', async () => {
    const time = clock();
    const byUser = createMemoryRateLimiter({ max: 3, windowSeconds: 60 }, time.now);
    const byRecipient = createMemoryRateLimiter({ max: 1, windowSeconds: 60 }, time.now);
    const send = (to: string) => admitAll([
      { limiter: byUser, key: 'liz', refused: 'You sent too many.' },
      { limiter: byRecipient, key: to, refused: 'Too many to this address.' },
    ]);
    await send('a@example.org');
    for (let i = 0; i < 3; i++) await expect(send('a@example.org')).rejects.toThrow('Too many to this address.');
    await send('b@example.org');
    await send('c@example.org');
    await expect(send('d@example.org')).rejects.toThrow('You sent too many.');
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
