import { describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { batchExitCode, isFatalToBatch, runBatchItems } from './batch-run.ts';

const quiet = { concurrency: 2, json: true, name: String, stopping: '', quit: () => undefined };

describe('runBatchItems', () => {
  it('runs every item once, at most `concurrency` at a time, and goes on past failed ones', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const run = await runBatchItems([1, 2, 3, 4, 5], {
      ...quiet,
      work: async (item, phase) => {
        running++;
        most = Math.max(most, running);
        phase('working');
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        done.push(item);
        return item % 2 ? { ok: true, line: `ok ${item}` } : { ok: false, line: `failed ${item}`, error: { exitCode: EXIT_CODES.FAILURE, message: 'bad item' } };
      },
    });
    expect(run).toEqual({ started: 5, interrupted: false });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts nothing new after an error every further item would share (no host, no session)', async () => {
    const unreachable = { exitCode: EXIT_CODES.UNREACHABLE, message: 'Cannot reach the host' };
    const run = await runBatchItems([1, 2, 3, 4, 5, 6], {
      ...quiet,
      concurrency: 1,
      work: async (item) => (item === 2 ? { ok: false, line: '', error: unreachable } : { ok: true, line: '' }),
    });
    expect(run).toEqual({ started: 2, interrupted: false, fatal: unreachable });
  });
});

describe('batch outcome', () => {
  it('takes only a lost host or session as fatal', () => {
    expect(isFatalToBatch({ exitCode: EXIT_CODES.AUTH, message: '' })).toBe(true);
    expect(isFatalToBatch({ exitCode: EXIT_CODES.UNREACHABLE, message: '' })).toBe(true);
    expect(isFatalToBatch({ exitCode: EXIT_CODES.FAILURE, message: '', status: 422 })).toBe(false);
  });

  it('exits with the fatal error, else 130 when items were left by Ctrl+C, else 1 when any failed', () => {
    expect(batchExitCode({ fatal: { exitCode: EXIT_CODES.AUTH, message: '' }, interruptedEarly: true, failed: 3 })).toBe(EXIT_CODES.AUTH);
    expect(batchExitCode({ interruptedEarly: true, failed: 3 })).toBe(EXIT_CODES.INTERRUPTED);
    expect(batchExitCode({ interruptedEarly: false, failed: 1 })).toBe(EXIT_CODES.FAILURE);
    expect(batchExitCode({ interruptedEarly: false, failed: 0 })).toBe(EXIT_CODES.OK);
  });
});
