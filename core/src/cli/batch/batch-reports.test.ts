import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { BatchReports, printBatchEnd } from './batch-reports.ts';

interface Report {
  input: string;
  status: 'ok' | 'skipped' | 'failed';
  uploaded?: boolean;
}

const words = { ignored: 'other file', interrupted: 'Interrupted: resume later.', allDone: 'All done before.' };
const written = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([text]) => String(text)).join('');

describe('BatchReports', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('prints each report as a JSON line as it comes, then the summary with the command\'s own counts, and sets the exit code', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const reports = new BatchReports<Report>(true);
    reports.record({ input: 'a.txt', status: 'skipped' });
    const end = reports.ended({ input: 'c.txt', status: 'failed' }, 'failed c.txt', { exitCode: EXIT_CODES.FAILURE, message: 'bad text' });
    expect(end).toEqual({ ok: false, line: 'failed c.txt', error: { exitCode: EXIT_CODES.FAILURE, message: 'bad text' } });
    expect(reports.ended({ input: 'b.txt', status: 'ok', uploaded: true }, 'ok b.txt')).toEqual({ ok: true, line: 'ok b.txt' });

    const summary = reports.summarize({ started: 2, interrupted: false }, { total: 4, todo: 3, ignored: 1, out: 'out' }, { uploaded: 1 });
    expect(summary).toEqual({ type: 'summary', total: 4, ok: 1, skipped: 1, failed: 1, notStarted: 1, ignored: 1, uploaded: 1, elapsedMs: expect.any(Number), out: 'out' });
    expect(process.exitCode).toBe(EXIT_CODES.FAILURE);
    const lines = written(stdout).trimEnd().split('\n').map((line) => JSON.parse(line) as { input?: string; type?: string });
    expect(lines.map((line) => line.input ?? line.type)).toEqual(['a.txt', 'c.txt', 'b.txt', 'summary']);
    expect(reports.inOrder(['a.txt', 'b.txt', 'c.txt'], (report) => report.input).map((report) => report.input)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('prints nothing on stdout without --json, and says how a batch stopped by a fatal error or Ctrl+C ended', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const fatal = { exitCode: EXIT_CODES.UNREACHABLE, message: 'Cannot reach the host' };
    const summary = new BatchReports<Report>(false).summarize({ started: 1, interrupted: true, fatal }, { total: 3, todo: 3, ignored: 0, out: 'out' });
    expect(summary).toMatchObject({ notStarted: 2, interrupted: true, error: { code: EXIT_CODES.UNREACHABLE, message: 'Cannot reach the host' } });
    expect(process.exitCode).toBe(EXIT_CODES.UNREACHABLE);
    expect(stdout).not.toHaveBeenCalled();
    const interrupted = new BatchReports<Report>(false).summarize({ started: 1, interrupted: true }, { total: 3, todo: 3, ignored: 0, out: 'out' });
    expect(process.exitCode).toBe(EXIT_CODES.INTERRUPTED);

    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    printBatchEnd(summary, ['TABLE'], words);
    expect(written(stderr)).toBe('\nTABLE\n\n0 ok, 0 skipped, 0 failed, 2 not started of 3 in 00:00; outputs in out\nError: Cannot reach the host\nStopped. Run the same command again to resume.\n');
    stderr.mockClear();
    printBatchEnd(interrupted, [], words);
    expect(written(stderr)).toMatch(/2 not started of 3 .*\nInterrupted: resume later\.\n$/);
  });

  it('ends a batch whose every item was done before with the words for that, naming the ignored files', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const reports = new BatchReports<Report>(false);
    reports.record({ input: 'a.txt', status: 'skipped' });
    printBatchEnd(reports.summarize({ started: 0, interrupted: false }, { total: 1, todo: 0, ignored: 2, out: 'out' }), [], words);
    expect(process.exitCode).toBe(EXIT_CODES.OK);
    expect(written(stderr)).toMatch(/^0 ok, 1 skipped, 0 failed of 1 in 00:00; outputs in out \(2 other files ignored\)\nAll done before\.\n$/m);
  });

  it('ends a batch whose inputs held nothing with just the words for that, when it has them', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const summary = new BatchReports<Report>(false).summarize({ started: 0, interrupted: false }, { total: 0, todo: 0, ignored: 2, out: 'out' });
    printBatchEnd(summary, [], { ...words, none: 'No text files in notes (2 other files ignored).' });
    expect(written(stderr)).toBe('No text files in notes (2 other files ignored).\n');
    stderr.mockClear();
    printBatchEnd(summary, [], words);
    expect(written(stderr)).toMatch(/^\n\n0 ok, 0 skipped, 0 failed of 0 in 00:00; outputs in out \(2 other files ignored\)\n/);
  });
});
