import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('removes a row: stops its run here and deletes its files; a row that is gone answers false and touches nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'running-jobs-'));
    try {
      const media = { remove: (key: string) => unlink(join(dir, key)) };
      for (const key of ['in.wav', 'out.wav']) writeFileSync(join(dir, key), 'x');
      const running = new RunningJobs();
      const run = running.start('a');
      const rows = new Map([['a', ['in.wav', null, 'out.wav'] as const]]);
      const deleteRow = (id: string) => () => {
        const keys = rows.get(id);
        rows.delete(id);
        return keys;
      };
      expect(await running.remove('a', deleteRow('a'), media)).toBe(true);
      expect(run.stopped).toBe(true);
      expect([existsSync(join(dir, 'in.wav')), existsSync(join(dir, 'out.wav'))]).toEqual([false, false]);
      const other = running.start('b');
      expect(await running.remove('b', deleteRow('b'), media)).toBe(false);
      expect(other.stopped).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
