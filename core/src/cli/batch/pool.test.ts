import { describe, expect, it } from 'vitest';
import { runPool } from './pool.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runPool', () => {
  it('never runs more than `concurrency` items at once and runs each once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const started = await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running--;
    });
    expect(started).toBe(7);
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing new once asked to stop, and lets started items finish', async () => {
    let stop = false;
    const finished: number[] = [];
    const started = await runPool([1, 2, 3, 4, 5], 2, async (item) => {
      if (item === 2) stop = true;
      await tick();
      finished.push(item);
    }, () => stop);
    expect(started).toBe(2);
    expect(finished.sort()).toEqual([1, 2]);
  });

  it('copes with no items', async () => {
    expect(await runPool([], 4, async () => undefined)).toBe(0);
  });
});
