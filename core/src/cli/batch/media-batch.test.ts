import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { type FileOutcome, type MediaBatch, runMediaBatch } from './media-batch.ts';
import { failedFileReport, type MediaFileReport, okFileReport } from './media-file-report.ts';
import type { PlannedFile } from './outputs.ts';

interface TestReport extends MediaFileReport {
  words?: number;
}

const written = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([text]) => String(text)).join('');

describe('runMediaBatch', () => {
  const root = mkdtempSync(join(tmpdir(), 'speechdeck-media-batch-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const input = join(root, 'calls');
  const out = join(root, 'out');
  const texts = join(root, 'texts');
  mkdirSync(input);
  mkdirSync(texts);
  for (const name of ['a.wav', 'b.mp3', 'notes.txt']) writeFileSync(join(input, name), name);
  for (const name of ['x.txt', 'y.md']) writeFileSync(join(texts, name), name);
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  /** A command whose work writes the output of every file but those named in `failing`. */
  function command(failing: string[], recheck?: MediaBatch<'txt', FileOutcome, TestReport>['recheck']) {
    const worked: string[] = [];
    const connect = vi.fn(async () => ({
      process: async ({ file, paths }: PlannedFile<'txt'>, phase: (text: string) => void): Promise<FileOutcome> => {
        phase('working');
        worked.push(file.shown);
        if (failing.some((name) => file.path.endsWith(name))) return { status: 'failed', error: { exitCode: EXIT_CODES.FAILURE, message: 'bad audio', status: 415 } };
        await mkdir(dirname(paths.txt!), { recursive: true });
        await writeFile(paths.txt!, 'done');
        return { status: 'ok' };
      },
    }));
    const batch: MediaBatch<'txt', FileOutcome, TestReport> = {
      formats: ['txt'],
      ...(recheck ? { recheck } : {}),
      connect,
      starting: (files) => `Testing ${files}`,
      report: (file, paths, outcome, elapsedMs) => (outcome.status === 'failed' ? failedFileReport(file, outcome.error, elapsedMs) : okFileReport(file, paths, elapsedMs, { words: 2 })),
      line: (report) => `${report.status} ${report.file}`,
      table: (reports) => reports.map((report) => `row ${report.file} ${report.status}`),
      allDone: 'Every file was tested before.',
    };
    return { batch, worked, connect };
  }
  const options = (json: boolean) => ({ inputs: [input], out, force: false, concurrency: 1, json });

  it('works on the media files only, says how it starts and ends, and reports a failure with its HTTP status', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { batch, worked } = command(['b.mp3']);
    await runMediaBatch(options(false), batch);
    expect(worked.map((shown) => shown.slice(input.length + 1))).toEqual(['a.wav', 'b.mp3']);
    expect(process.exitCode).toBe(EXIT_CODES.FAILURE);
    const text = written(stderr);
    expect(text).toContain(`Testing 2 files, 1 at a time; outputs in ${out}\n`);
    expect(text).toContain(`row ${join(input, 'a.wav')} ok\nrow ${join(input, 'b.mp3')} failed\n`);
    expect(text).toMatch(/1 ok, 0 skipped, 1 failed of 2 in \d\d:\d\d; outputs in .* \(1 non-media file ignored\)\n$/);
  });

  it('skips what an earlier run did, does again what `recheck` finds stale (last), and prints JSON lines with --json', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { batch, worked } = command([], async (done) => ({ done: [], stale: done }));
    await runMediaBatch(options(true), batch);
    expect(worked.map((shown) => shown.slice(input.length + 1))).toEqual(['b.mp3', 'a.wav']);
    const lines = written(stdout).trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.slice(0, 2)).toEqual([
      { type: 'file', file: join(input, 'b.mp3'), elapsedMs: expect.any(Number), status: 'ok', outputs: [join(out, input.slice(1), 'b.mp3.txt')], words: 2 },
      { type: 'file', file: join(input, 'a.wav'), elapsedMs: expect.any(Number), status: 'ok', outputs: [join(out, input.slice(1), 'a.wav.txt')], words: 2 },
    ]);
    expect(lines[2]).toMatchObject({ type: 'summary', total: 2, ok: 2, skipped: 0, failed: 0, ignored: 1 });
    expect(process.exitCode).toBe(EXIT_CODES.OK);
  });

  it('does not connect when every file was done before, and says so', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { batch, connect } = command([]);
    await runMediaBatch(options(false), batch);
    expect(connect).not.toHaveBeenCalled();
    expect(written(stderr)).toMatch(/0 ok, 2 skipped, 0 failed of 2 .*\nEvery file was tested before\.\n$/);
  });

  it('says there are no media files when the inputs hold none', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { batch, connect } = command([]);
    await runMediaBatch({ ...options(false), inputs: [texts] }, batch);
    expect(connect).not.toHaveBeenCalled();
    expect(written(stderr)).toBe(`No media files in ${texts} (2 other files ignored).\n`);
  });
});
