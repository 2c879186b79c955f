import { describe, expect, it } from 'vitest';
import { HttpError } from '@speechdeck/core/server';
import { createCallSlots, WAITING_PER_USER } from './call-slots.ts';

/** Whether a promise settled by the next turn of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('call slots', () => {
  it('let one user run all slots but one, so another user\'s call starts at once', async () => {
    const slots = createCallSlots({ slots: 3, waitMs: 60_000 });
    await slots.acquire(1);
    await slots.acquire(1);
    const third = slots.acquire(1);
    expect(await settled(third)).toBe(false);
    expect(await settled(slots.acquire(2))).toBe(true);
    expect(slots.busy).toBe(3);
    expect(slots.free).toBe(false);
    slots.refuseAll(new Error('stop'));
    await expect(third).rejects.toThrow('stop');
  });

  it('give a freed slot to the waiting call whose user runs the fewest, first come among equals', async () => {
    const slots = createCallSlots({ slots: 2, waitMs: 60_000 });
    const heavy = await slots.acquire(1);
    const light = await slots.acquire(2);
    const order: string[] = [];
    const waiting = [
      slots.acquire(1).then((release) => (order.push('user 1 again'), release)),
      slots.acquire(3).then((release) => (order.push('user 3'), release)),
      slots.acquire(4).then((release) => (order.push('user 4'), release)),
    ];
    heavy();
    await new Promise((resolve) => setImmediate(resolve));
    // User 1 freed its slot and runs none now, as users 3 and 4: user 1 asked first.
    expect(order).toEqual(['user 1 again']);
    light();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['user 1 again', 'user 3']);
    (await waiting[0]!)();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['user 1 again', 'user 3', 'user 4']);
    expect(slots.busy).toBe(2);
  });

  it('refuse a user\'s call beyond their waiting share at once with 429 and Retry-After, and answer 503 with Retry-After after the wait', async () => {
    const slots = createCallSlots({ slots: 1, waitMs: 300 });
    await slots.acquire(1);
    const waiting = Array.from({ length: WAITING_PER_USER }, () => slots.acquire(1));
    const refused = await slots.acquire(1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'retry-after': '1' } });
    // Another user still waits in turn.
    const other = slots.acquire(2).catch((error: unknown) => error);
    for (const call of waiting) await expect(call).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
    expect(await other).toMatchObject({ statusCode: 503, message: expect.stringMatching(/within 0.3 s/) });
  });

  it('drop a waiting call whose client left, and a released slot is released once', async () => {
    const slots = createCallSlots({ slots: 1, waitMs: 60_000 });
    const release = await slots.acquire(1);
    const leaving = new AbortController();
    const left = slots.acquire(2, leaving.signal);
    leaving.abort(new Error('client left'));
    await expect(left).rejects.toThrow('client left');
    release();
    release();
    expect(slots.busy).toBe(0);
    const next = await slots.acquire(2);
    expect(slots.busy).toBe(1);
    next();
  });
});
