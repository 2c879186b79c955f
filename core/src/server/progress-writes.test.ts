import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressWrites } from './progress-writes.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A run's row behind an async write, as a store over SQLite or PostgreSQL is: a write can be
 * slowed down, fail, or find the row deleted (it answers false then). `events` tells when each
 * write began and how it ended.
 */
function asyncRow() {
  const row = { status: 'running', progress: 0 };
  const events: string[] = [];
  const slowMs = new Map<number, number>();
  const failing = new Set<number>();
  let deleted = false;
  const write = async (fraction: number) => {
    events.push(`start ${fraction}`);
    await pause(slowMs.get(fraction) ?? 0);
    if (failing.has(fraction)) {
      events.push(`fail ${fraction}`);
      throw new Error('database is locked');
    }
    if (deleted) return false;
    row.progress = fraction;
    events.push(`end ${fraction}`);
    return true;
  };
  /** The run's own last write, as a job makes it once the engine is done. */
  const finish = async () => {
    await pause(0);
    Object.assign(row, { status: 'done', progress: 1 });
    events.push('done');
  };
  return { row, events, write, finish, slowMs, failing, delete: () => (deleted = true) };
}

const quietLogger = () => ({ warn: vi.fn() });

describe('progressWrites', () => {
  afterEach(() => vi.useRealTimers());

  it('lands the writes one after the other, in the order reported, however long each takes', async () => {
    const { row, events, write, slowMs } = asyncRow();
    // The earliest report writes slowest: written side by side, 0.1 would land last.
    slowMs.set(0.1, 40).set(0.2, 20);
    const gone = vi.fn();
    const progress = progressWrites(write, { logger: quietLogger(), gone, everyMs: 0 });
    for (const fraction of [0.1, 0.2, 0.3]) progress.report(fraction);
    await progress.settle();
    expect(events).toEqual(['start 0.1', 'end 0.1', 'start 0.2', 'end 0.2', 'start 0.3', 'end 0.3']);
    expect(row.progress).toBe(0.3);
    expect(gone).not.toHaveBeenCalled();
  });

  it('writes at most one report per 500 ms unless told another interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { events, write } = asyncRow();
    const progress = progressWrites(write, { logger: quietLogger() });
    for (const [at, fraction] of [[1_000, 0.1], [1_200, 0.15], [1_499, 0.18], [1_500, 0.2], [1_900, 0.25], [2_100, 0.3]] as const) {
      vi.setSystemTime(at);
      progress.report(fraction);
    }
    await progress.settle();
    expect(events).toEqual(['start 0.1', 'end 0.1', 'start 0.2', 'end 0.2', 'start 0.3', 'end 0.3']);

    const hourly = asyncRow();
    const rare = progressWrites(hourly.write, { logger: quietLogger(), everyMs: 3_600_000 });
    vi.setSystemTime(10_000);
    rare.report(0.1);
    vi.setSystemTime(600_000);
    rare.report(0.5);
    await rare.settle();
    expect(hourly.events).toEqual(['start 0.1', 'end 0.1']);
  });

  it('settles once every write reported landed and takes no report after, so the run’s own last write stays last', async () => {
    const { row, events, write, finish, slowMs } = asyncRow();
    slowMs.set(0.5, 40);
    const progress = progressWrites(write, { logger: quietLogger(), everyMs: 0 });
    progress.report(0.5);
    progress.report(0.7);
    let settled = false;
    const settling = progress.settle().then(() => (settled = true));
    progress.report(0.9);
    await pause(10);
    expect(settled).toBe(false);
    await settling.then(finish);
    await pause(50);
    expect(events).toEqual(['start 0.5', 'end 0.5', 'start 0.7', 'end 0.7', 'done']);
    expect(row).toEqual({ status: 'done', progress: 1 });
  });

  it('logs a failed write and goes on with the next; settle resolves even when the last one failed', async () => {
    const { row, events, write, failing } = asyncRow();
    failing.add(0.3).add(0.9);
    const logger = quietLogger();
    const gone = vi.fn();
    const progress = progressWrites(write, { logger, gone, everyMs: 0 });
    for (const fraction of [0.3, 0.6, 0.9]) progress.report(fraction);
    await expect(progress.settle()).resolves.toBeUndefined();
    expect(events).toEqual(['start 0.3', 'fail 0.3', 'start 0.6', 'end 0.6', 'start 0.9', 'fail 0.9']);
    expect(row.progress).toBe(0.6);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]![0]).toEqual({ err: new Error('database is locked') });
    expect(gone).not.toHaveBeenCalled();
  });

  it('calls gone once when writes find the row deleted, and writes nothing more', async () => {
    const stored = asyncRow();
    const gone = vi.fn();
    const progress = progressWrites(stored.write, { logger: quietLogger(), gone, everyMs: 0 });
    progress.report(0.2);
    await vi.waitFor(() => expect(stored.events).toContain('end 0.2'));
    expect(gone).not.toHaveBeenCalled();
    stored.delete();
    // Both queued before either answers: each finds the row gone.
    progress.report(0.4);
    progress.report(0.6);
    await vi.waitFor(() => expect(stored.events).toContain('start 0.6'));
    progress.report(0.8);
    await progress.settle();
    expect(gone).toHaveBeenCalledOnce();
    expect(stored.events).toEqual(['start 0.2', 'end 0.2', 'start 0.4', 'start 0.6']);
    expect(stored.row.progress).toBe(0.2);
  });
});
