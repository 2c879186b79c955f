import { describe, expect, it } from 'vitest';
import { RunningJobs, RunStopped } from './running-jobs.ts';

describe('RunningJobs', () => {
  it('stops a registered run by id at once, and tells a stop from an abort of its parent', () => {
    const running = new RunningJobs();
    const parent = new AbortController();
    const stopped = running.start('a', parent.signal);
    const aborted = running.start('b', parent.signal);
    running.stop('a');
    expect(stopped.signal.aborted).toBe(true);
    expect(stopped.signal.reason).toBeInstanceOf(RunStopped);
    expect(stopped.stopped).toBe(true);
    expect(aborted.signal.aborted).toBe(false);
    parent.abort(new Error('shutdown'));
    expect(aborted.signal.reason).toEqual(new Error('shutdown'));
    expect(aborted.stopped).toBe(false);
  });

  it('forgets an ended run, and a retry of the same id is not ended by the old run ending', () => {
    const running = new RunningJobs();
    const first = running.start('a');
    first.end();
    running.stop('a');
    expect(first.signal.aborted).toBe(false);
    const old = running.start('a');
    const retry = running.start('a');
    old.end();
    running.stop('a');
    expect(retry.stopped).toBe(true);
  });

  it('stops a run from within', () => {
    const run = new RunningJobs().start('a');
    run.stop();
    expect(run.signal.reason).toBeInstanceOf(RunStopped);
  });
});
