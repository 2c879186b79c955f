import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { confirmedUser, convertMedia, pseudoRandomBytes, startTestHost, type TestHost } from '@speechdeck/testing';
import { channelSamples, toneWithNoise, writePcmWav } from '../server/testing/stereo-fixtures.ts';
import { splitterPlugins } from '../server/testing/splitter-host.ts';
import type { SplitReport } from './split/split-report.ts';

/*
 * `speechdeck split` as a user runs it: the built binary against a real host, over a folder of
 * call recordings with a mono one, a corrupt one and notes among them.
 */
let host: TestHost;
let user: { token: string; id: number };
let work: string;
const RATE = 8000;
const LEFT = toneWithNoise(RATE * 2, RATE, 440, 1);
const RIGHT = toneWithNoise(RATE * 2, RATE, 1000, 2);

const at = (path: string) => join(work, path);
const cli = (args: string[], env: Record<string, string> = { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: user.token }) =>
  runCli(args, { configDir: at('.config'), cwd: work, env });

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost({ plugins: splitterPlugins });
  user = await confirmedUser(host, 'cli-splitter@example.com');
  work = mkdtempSync(join(tmpdir(), 'speechdeck-splitter-cli-'));
  mkdirSync(at('calls/nested'), { recursive: true });
  writePcmWav(at('calls/a.wav'), [LEFT, RIGHT], RATE);
  convertMedia(at('calls/a.wav'), at('calls/nested/b.mp3'));
  writePcmWav(at('calls/mono.wav'), [LEFT], RATE);
  writeFileSync(at('calls/broken.wav'), pseudoRandomBytes(20_000));
  writeFileSync(at('calls/notes.txt'), 'not a call\n');
}, 60_000);

afterAll(async () => {
  await host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('speechdeck split', () => {
  it('splits every media file of a folder into left and right WAVs, reporting the mono and the corrupt one by the host\'s words, exit 1', async () => {
    const run = await cli(['split', 'calls', '--out', 'out', '--json']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toBe('');
    const { items, summary } = run.jsonLines<SplitReport>();
    expect(summary).toMatchObject({ total: 4, ok: 2, failed: 2, skipped: 0, ignored: 1, out: 'out' });
    const byFile = new Map(items.map((item) => [item.file, item]));
    expect(byFile.get('calls/a.wav')).toMatchObject({
      status: 'ok', outputs: ['out/calls/a.wav.left.wav', 'out/calls/a.wav.right.wav'], sampleRate: RATE, duration: 2, bytes: 2 * (44 + RATE * 2 * 2),
    });
    expect(byFile.get('calls/nested/b.mp3')).toMatchObject({ status: 'ok', outputs: ['out/calls/nested/b.mp3.left.wav', 'out/calls/nested/b.mp3.right.wav'], sampleRate: RATE });
    expect(byFile.get('calls/mono.wav')).toMatchObject({ status: 'failed', httpStatus: 400, error: expect.stringMatching(/^The file has one channel \(mono\): a call recording needs two/) });
    expect(byFile.get('calls/broken.wav')).toMatchObject({ status: 'failed', httpStatus: 415, error: 'The file is not audio or video that ffmpeg can read.' });
    // The channels are the file's, sample for sample; nothing is left of a failed file.
    expect(await channelSamples(at('out/calls/a.wav.left.wav'), 0)).toEqual(LEFT);
    expect(await channelSamples(at('out/calls/a.wav.right.wav'), 0)).toEqual(RIGHT);
    expect(existsSync(at('out/calls/mono.wav.left.wav'))).toBe(false);
    expect(existsSync(at('out/calls/broken.wav.left.wav'))).toBe(false);
  }, 120_000);

  it('skips the files split before and tries the failed ones again; --force splits them all again', async () => {
    const before = statSync(at('out/calls/a.wav.left.wav')).mtimeMs;
    const again = await cli(['split', 'calls', '--out', 'out', '--json']);
    expect(again.code).toBe(1);
    const { items, summary } = again.jsonLines<SplitReport>();
    expect(summary).toMatchObject({ total: 4, ok: 0, skipped: 2, failed: 2 });
    expect(items.filter((item) => item.status === 'skipped').map((item) => item.file).sort()).toEqual(['calls/a.wav', 'calls/nested/b.mp3']);
    expect(statSync(at('out/calls/a.wav.left.wav')).mtimeMs).toBe(before);

    const forced = await cli(['split', 'calls/a.wav', '--out', 'out', '--force', '--json']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.jsonLines<SplitReport>().summary).toMatchObject({ total: 1, ok: 1, skipped: 0 });
    expect(statSync(at('out/calls/a.wav.left.wav')).mtimeMs).toBeGreaterThan(before);
  }, 120_000);

  it('writes one channel with --channel, and tells people on stderr how it went (stdout stays empty)', async () => {
    const run = await cli(['split', 'calls/a.wav', 'calls/nested', '--out', 'right-only', '--channel', '1']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Splitting 2 files into the right channel, 2 at a time; outputs in right-only');
    expect(run.stderr).toMatch(/ok {6}calls\/a\.wav {2}00:02 at 8000 Hz -> right-only\/calls\/a\.wav\.right\.wav/);
    expect(run.stderr).toMatch(/^FILE\s+STATUS\s+AUDIO\s+RATE\s+TOOK\s+ERROR$/m);
    expect(run.stderr).toContain('2 ok, 0 skipped, 0 failed of 2');
    expect(readFileSync(at('right-only/calls/a.wav.right.wav')).equals(readFileSync(at('out/calls/a.wav.right.wav')))).toBe(true);
    expect(existsSync(at('right-only/calls/a.wav.left.wav'))).toBe(false);
    expect(existsSync(at('right-only/calls/nested/b.mp3.right.wav'))).toBe(true);
  }, 120_000);

  it('refuses a channel that is not 0 or 1 and a path that does not exist before any call (exit 2), and asks for a login (exit 3)', async () => {
    const channel = await cli(['split', 'calls', '--channel', '2', '--json']);
    expect(channel.code).toBe(2);
    expect(channel.json()).toMatchObject({ error: { fields: { channel: 'Give --channel 0 (left) or 1 (right), or leave it out for both.' } } });
    const missing = await cli(['split', 'no-such-folder']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such file or folder: no-such-folder');
    const anonymous = await cli(['split', 'calls/a.wav', '--out', 'anon'], { SPEECHDECK_API_URL: host.url });
    expect(anonymous.code).toBe(3);
    expect(anonymous.stderr).toContain('Not logged in');
  }, 60_000);
});
