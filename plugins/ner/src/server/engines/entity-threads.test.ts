import { afterAll, describe, expect, it } from 'vitest';
import { EntityThreads } from './entity-threads.ts';
import { recognizeEntities } from '@speechdeck/engines/entities';

/** Dense in numbers, dates and money: the slowest kind of English text for the recognizers. */
const MEASURES = 'On March 5 at 3 pm we paid $20, then 45 percent of 1,500 people spent 3.5 million dollars on 12 June 2024 at 10:30 am. ';
const threads = new EntityThreads();
afterAll(() => threads.close());

describe('EntityThreads', () => {
  it('answers what the recognition answers in this thread, and keeps its thread for the next text', async () => {
    const text = 'Dr. Jane Smith of Microsoft met Tim Cook in Berlin on March 5 at 3 pm.';
    expect(await threads.recognize(text, 'en')).toEqual(recognizeEntities(text, 'en'));
    expect(await threads.recognize("Ayşe İstanbul'a gitti.", 'tr')).toEqual(recognizeEntities("Ayşe İstanbul'a gitti.", 'tr'));
    expect(threads.size).toBe(1);
  }, 60_000);

  it('leaves the event loop free while a long text is recognized: timers keep firing', async () => {
    let last = performance.now();
    let longestGap = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 20);
    const started = performance.now();
    const found = await threads.recognize(MEASURES.repeat(10), 'en').finally(() => clearInterval(timer));
    const took = performance.now() - started;
    expect(found.length).toBeGreaterThan(75);
    // Seconds of work; run on this loop, the timer would not have fired until it was done.
    expect(took).toBeGreaterThan(300);
    expect(longestGap).toBeLessThan(took / 4);
    expect(ticks).toBeGreaterThan(10);
  }, 120_000);

  it('ends the thread of a recognition whose signal aborts, instead of letting it run on', async () => {
    const client = new AbortController();
    const gone = new Error('the client left');
    setTimeout(() => client.abort(gone), 500);
    const started = performance.now();
    await expect(threads.recognize(MEASURES.repeat(40), 'en', client.signal)).rejects.toBe(gone);
    // Settled when the thread has exited (the whole text takes tens of seconds).
    expect(threads.size).toBe(0);
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(threads.recognize('Tim Cook', 'en', AbortSignal.abort(gone))).rejects.toBe(gone);
    expect(threads.size).toBe(0);
    // The next text gets a thread of its own.
    expect((await threads.recognize('Tim Cook visited Berlin.', 'en')).map((e) => e.text)).toEqual(['Tim Cook', 'Berlin']);
  }, 120_000);
});
