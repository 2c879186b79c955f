import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchProgress, progressMode } from './progress.ts';

describe('progressMode', () => {
  it('is a live line on a sized terminal, lines elsewhere, nothing with --json', () => {
    expect(progressMode(false, { isTTY: true, columns: 120 })).toBe('live');
    expect(progressMode(false, { isTTY: true, columns: 0 })).toBe('lines');
    expect(progressMode(false, { isTTY: false })).toBe('lines');
    expect(progressMode(true, { isTTY: true, columns: 120 })).toBe('quiet');
  });
});

describe('BatchProgress', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows counts, the items in flight, elapsed time and an ETA from the pace so far', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const start = Date.now();
    vi.useFakeTimers({ now: start });
    const progress = new BatchProgress(50, 'lines');
    expect(progress.text(start)).toBe('0/50 done · 00:00 elapsed');

    progress.phase('a.wav', 'uploading 40%');
    progress.phase('b.mp3');
    for (let i = 0; i < 12; i++) progress.finish(`f${i}.wav`, i >= 2, `ok f${i}.wav`);
    progress.phase('c.ogg', '73%');
    // 12 of 50 in 60 s: 38 more take 190 s.
    expect(progress.text(start + 60_000)).toBe('12/50 done, 2 failed · current: a.wav uploading 40%, b.mp3, c.ogg 73% · 01:00 elapsed · ETA 03:10');
    expect(stderr).toHaveBeenCalledWith('[12/50] ok f11.wav\n');
    progress.stop();
  });

  it('prints nothing when quiet', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const progress = new BatchProgress(1, 'quiet');
    progress.note('hello');
    progress.finish('a.wav', false, 'failed a.wav');
    progress.stop();
    expect(stderr).not.toHaveBeenCalled();
  });
});
