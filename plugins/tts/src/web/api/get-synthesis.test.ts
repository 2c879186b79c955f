import { describe, expect, it } from 'vitest';
import { jobPolling } from '@speechdeck/core/web';
import { synthesisPollEvery } from './get-synthesis.ts';

const nextPoll = (data: { status: string } | undefined, dataUpdateCount: number) => jobPolling(synthesisPollEvery).refetchInterval({ state: { data, dataUpdateCount } });

describe("a synthesis's state is polled", () => {
  it('every 300 ms for its first ten answers, so that short text is played at once, then about once a second', () => {
    expect(nextPoll(undefined, 0)).toBe(300);
    expect(nextPoll({ status: 'queued' }, 1)).toBe(300);
    expect(nextPoll({ status: 'running' }, 9)).toBe(300);
    expect(nextPoll({ status: 'running' }, 10)).toBe(1000);
    expect(nextPoll({ status: 'queued' }, 200)).toBe(1000);
  });

  it('no more once it is done or failed', () => {
    expect(nextPoll({ status: 'done' }, 3)).toBe(false);
    expect(nextPoll({ status: 'failed' }, 30)).toBe(false);
  });
});
