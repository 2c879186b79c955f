import { describe, expect, it } from 'vitest';
import { jobListPolling } from './job-polling.ts';

const nextPoll = (data: { status: string }[] | undefined) => jobListPolling().refetchInterval({ state: { data } });

describe('a list of jobs is polled', () => {
  it('every 2 s while any of its items is queued or running', () => {
    expect(nextPoll([{ status: 'done' }, { status: 'queued' }])).toBe(2_000);
    expect(nextPoll([{ status: 'failed' }, { status: 'running' }, { status: 'done' }])).toBe(2_000);
  });

  it('no more once every item is done or failed, nor before the list is there or when it is empty', () => {
    expect(nextPoll([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(nextPoll([])).toBe(false);
    expect(nextPoll(undefined)).toBe(false);
  });
});
