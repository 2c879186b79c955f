import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, loginAsAdmin, runCli, runCliOnTerminal } from '@speechdeck/cli/testing';
import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import type { RecognitionResult, ResultSummary } from '@speechdeck/plugin-workspace';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { override, startTestHost, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asrRef } from '@speechdeck/engines/recognition';
import { sttServerPlugin } from '../server/index.ts';
import { readMono16kInfo } from '@speechdeck/core/server';
import { fakeAsr, spokenOver } from '../testing/index.ts';
import type { FileReport } from './recognize/report.ts';

/** Two short LibriVox clips from Debian's pocketsphinx-testdata (3.0 s and 3.3 s). */
const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const SHORT_CLIP = join(CLIPS, 'sense_and_sensibility_01_austen_64kb-0880.wav');
const OTHER_CLIP = join(CLIPS, 'sense_and_sensibility_01_austen_64kb-0930.wav');
const FORMATS = ['json', 'srt', 'vtt', 'txt'] as const;
const PRIVATE_TEXT = 'this is Mary Jones call me on five five five one two three four five six seven';
const SRT_CUE = /^\d+\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}\n.+/;

let host: TestHost;
let work: string;
let configDir: string;
let out: string;

/** The summary's own field of recognize. */
type Uploaded = { uploaded: number };

const cli = (args: string[]) => runCli(args, { configDir, cwd: work });
const outputOf = (file: string, format: string) => join(out, `${file}.${format}`);


async function hostResults(): Promise<ResultSummary[]> {
  const run = await cli(['results', 'list', '--limit', '500', '--json']);
  expect(run.code, run.stderr).toBe(0);
  return run.json<ResultSummary[]>();
}

beforeAll(async () => {
  assertBuilt();
  // The built CLI against a host with real uploads and ffmpeg, and a recognizer that answers at once (real recognition: server/recognition-quality.test.ts).
  // A file longer than 6 s (only private/call.wav) is heard saying a name and a phone number, for --redact.
  const asr = fakeAsr(async (wav, options) => spokenOver(wav, options, (await readMono16kInfo(wav)).durationSec > 6 ? PRIVATE_TEXT : undefined));
  host = await startTestHost({ plugins: [sttServerPlugin, workspaceServerPlugin, speakerServerPlugin], overrides: [override(asrRef, asr)] });
  work = mkdtempSync(join(tmpdir(), 'speechdeck-batch-'));
  configDir = join(work, '.config');
  out = join(work, 'speechdeck-out');
  // media/: a speech file, another in a nested folder (as FLAC), a corrupt ".mp3" and notes the walk leaves out.
  mkdirSync(join(work, 'media/nested/deeper'), { recursive: true });
  copyFileSync(SHORT_CLIP, join(work, 'media/one.wav'));
  execFileSync('ffmpeg', ['-v', 'error', '-i', OTHER_CLIP, join(work, 'media/nested/deeper/two.flac')]);
  writeFileSync(join(work, 'media/nested/broken.mp3'), Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 251)));
  writeFileSync(join(work, 'media/notes.txt'), 'not media\n');
  mkdirSync(join(work, 'private'));
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=7:sample_rate=16000', join(work, 'private/call.wav')]);
  const login = await loginAsAdmin(host.url, configDir);
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('speechdeck recognize on a folder of mixed files', () => {
  it('writes every format for the speech files, reports the corrupt one with the host message, exit 1', async () => {
    const run = await cli(['recognize', 'media', '--format', FORMATS.join(',')]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toBe('');

    for (const file of ['media/one.wav', 'media/nested/deeper/two.flac']) {
      for (const format of FORMATS) expect(existsSync(outputOf(file, format)), `${file}.${format}`).toBe(true);
    }
    expect(existsSync(outputOf('media/nested/broken.mp3', 'json'))).toBe(false);
    expect(existsSync(outputOf('media/notes.txt', 'json'))).toBe(false);

    const result = JSON.parse(readFileSync(outputOf('media/one.wav', 'json'), 'utf8')) as RecognitionResult;
    expect(result).toMatchObject({ fn: 'one.wav', status: 'done', language: 'en' });
    expect(result.text.split(' ').length).toBeGreaterThan(3);
    expect(readFileSync(outputOf('media/one.wav', 'srt'), 'utf8')).toMatch(SRT_CUE);
    expect(readFileSync(outputOf('media/one.wav', 'vtt'), 'utf8')).toMatch(/^WEBVTT/);
    expect(readFileSync(outputOf('media/one.wav', 'txt'), 'utf8')).toContain(result.segments[0]!.sent);

    // Non-TTY progress: one line per finished file; then the summary table and the totals.
    expect(run.stderr).toMatch(/^\[\d\/3\] ok {6}media\/one\.wav/m);
    expect(run.stderr).toMatch(/^\[\d\/3\] failed {2}media\/nested\/broken\.mp3: The file is not audio or video/m);
    expect(run.stderr).toMatch(/^FILE\s+STATUS\s+AUDIO\s+SEGMENTS\s+WORDS\s+SPEAKERS\s+TOOK\s+ERROR$/m);
    expect(run.stderr).toMatch(/^media\/nested\/broken\.mp3\s+failed\s+.*415 The file is not audio or video/m);
    expect(run.stderr).toMatch(/^media\/nested\/deeper\/two\.flac\s+ok\s+00:03/m);
    expect(run.stderr).toContain('2 ok, 0 skipped, 1 failed of 3');
    expect(run.stderr).toContain('(1 non-media file ignored)');
    // The corrupt upload is refused and not kept.
    expect((await hostResults()).map((r) => r.fn).sort()).toEqual(['one.wav', 'two.flac']);
  });

  it('a rerun skips the done files without uploading them and fails the corrupt one again (--json lines)', async () => {
    const run = await cli(['recognize', 'media', '--format', FORMATS.join(','), '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const { items: files, summary } = run.jsonLines<FileReport, Uploaded>();
    expect(files.map((file) => [file.file, file.status])).toEqual([
      ['media/nested/deeper/two.flac', 'skipped'],
      ['media/one.wav', 'skipped'],
      ['media/nested/broken.mp3', 'failed'],
    ]);
    expect(files[2]).toMatchObject({ httpStatus: 415, error: expect.stringContaining('not audio or video') });
    expect(summary).toMatchObject({ total: 3, ok: 0, skipped: 2, failed: 1, notStarted: 0, ignored: 1, uploaded: 0 });
    expect(await hostResults()).toHaveLength(2);
  });

  it('picks up the job already on the host when outputs are missing, instead of uploading again', async () => {
    const before = readFileSync(outputOf('media/one.wav', 'json'), 'utf8');
    for (const format of FORMATS) rmSync(outputOf('media/one.wav', format));
    const run = await cli(['recognize', 'media/one.wav', '--format', FORMATS.join(','), '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { items: files, summary } = run.jsonLines<FileReport, Uploaded>();
    expect(files[0]).toMatchObject({ status: 'ok', uploaded: false, processId: JSON.parse(before).processId });
    expect(summary).toMatchObject({ ok: 1, uploaded: 0 });
    expect(readFileSync(outputOf('media/one.wav', 'json'), 'utf8')).toBe(before);
    expect(await hostResults()).toHaveLength(2);
  });

  it('--force recognizes a done file again as a new job', async () => {
    const first = JSON.parse(readFileSync(outputOf('media/one.wav', 'json'), 'utf8')) as RecognitionResult;
    const srtBefore = statSync(outputOf('media/one.wav', 'srt')).mtimeMs;
    const run = await cli(['recognize', 'media/one.wav', '--format', 'json,srt', '--force', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { items: files } = run.jsonLines<FileReport>();
    expect(files[0]).toMatchObject({ status: 'ok', uploaded: true, processId: `${first.processId}-2` });
    expect(statSync(outputOf('media/one.wav', 'srt')).mtimeMs).toBeGreaterThan(srtBefore);
    expect(JSON.parse(readFileSync(outputOf('media/one.wav', 'json'), 'utf8'))).toMatchObject({ processId: `${first.processId}-2`, text: first.text });
    expect(await hostResults()).toHaveLength(3);
  });

  it('a language no engine serves fails each file with the host message (422), the batch goes on', async () => {
    const run = await cli(['recognize', 'media/one.wav', 'media/nested/deeper/two.flac', '--language', 'tr', '--out', 'tr-out', '--json']);
    expect(run.code).toBe(1);
    const { items: files, summary } = run.jsonLines<FileReport, Uploaded>();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatchObject({ status: 'failed', httpStatus: 422, error: expect.any(String) });
    expect(summary).toMatchObject({ failed: 2, uploaded: 0 });
  });

  it('shows one updating progress line on a terminal', async () => {
    const run = await runCliOnTerminal(['recognize', 'media/nested/broken.mp3', '--out', 'tty-out'], { configDir, cwd: work, answers: [] });
    expect(run.code).toBe(1);
    expect(run.screen).toContain('0/1 done · 00:00 elapsed');
    expect(run.screen).toContain('failed  media/nested/broken.mp3: The file is not audio or video');
    expect(run.screen).toContain('0 ok, 0 skipped, 1 failed of 1');
  });

  it('refuses bad options and paths before contacting the host (exit 2), and needs a login (exit 3)', async () => {
    expect((await cli(['recognize', 'media', '--format', 'srt,xml'])).code).toBe(2);
    expect((await cli(['recognize', 'media', '--concurrency', '0'])).code).toBe(2);
    const missing = await cli(['recognize', 'no-such-folder']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such file or folder: no-such-folder');
    const anonymous = await runCli(['recognize', 'media', '--out', 'anon-out'], { configDir: join(work, '.nobody'), cwd: work, env: { SPEECHDECK_API_URL: host.url } });
    expect(anonymous.code).toBe(3);
    expect(anonymous.stderr).toContain('Not logged in');
  });
});

describe('speechdeck recognize --redact', () => {
  it('stores and writes the transcript with tags in place of the name and the number, the original dropped', async () => {
    const run = await cli(['recognize', 'private', '--redact', '--out', 'redacted-out', '--format', 'json,txt']);
    expect(run.code, run.stderr).toBe(0);
    const written = JSON.parse(readFileSync(join(work, 'redacted-out/private/call.wav.json'), 'utf8')) as RecognitionResult;
    expect(written.text).toBe('this is [PERSON] call me on [PHONE]');
    expect(written.notes.join(' ')).toContain('the original text and audio were dropped');
    expect(readFileSync(join(work, 'redacted-out/private/call.wav.txt'), 'utf8')).not.toMatch(/mary|jones|five/i);
    const kept = await cli(['recognize', 'private', '--redact', '--keep-original', '--out', 'kept-out', '--json']);
    expect(kept.code, kept.stderr).toBe(0);
    const { items: [file] } = kept.jsonLines<FileReport>();
    const original = await cli(['results', 'show', `${file!.processId}-original`, '--json']);
    expect(original.json<RecognitionResult>().text).toBe(PRIVATE_TEXT);
  });

  it('refuses --keep-original without --redact before contacting the host (exit 2)', async () => {
    const run = await cli(['recognize', 'private', '--keep-original', '--out', 'never-out']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--keep-original goes with --redact');
  });
});

describe('speechdeck srt', () => {
  it('turns a written result JSON into the same SRT the batch wrote', async () => {
    const json = outputOf('media/nested/deeper/two.flac', 'json');
    const run = await cli(['srt', json]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(SRT_CUE);
    expect(run.stdout).toBe(readFileSync(outputOf('media/nested/deeper/two.flac', 'srt'), 'utf8'));

    const written = await cli(['srt', json, '--out', 'two.srt', '--json']);
    expect(written.json()).toMatchObject({ out: 'two.srt', cues: expect.any(Number) });
    expect(readFileSync(join(work, 'two.srt'), 'utf8')).toBe(run.stdout);

    const notResult = await cli(['srt', 'media/notes.txt']);
    expect(notResult.code).toBe(2);
    expect(notResult.stderr).toContain('is not JSON');
  });
});

describe('speechdeck vocabulary', () => {
  it('sets the list from a word file or from words, gets it back as a word file or JSON, and passes the host\'s refusal on', async () => {
    writeFileSync(join(work, 'words.txt'), '# my words\nXarelto: zuh relto, za relto\nKallax\n');
    const set = await cli(['vocabulary', 'set', 'words.txt']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('Saved 2 words');
    const got = await cli(['vocabulary', 'get']);
    expect(got.stdout.trim()).toBe('Xarelto: zuh relto, za relto\nKallax');
    const replaced = await cli(['vocabulary', 'set', 'Reykjavik', 'Norland Park', '--json']);
    expect(replaced.json()).toMatchObject({ words: [{ text: 'Reykjavik' }, { text: 'Norland Park' }] });
    expect((await cli(['vocabulary', 'get', '--json'])).json<{ words: unknown[] }>().words).toHaveLength(2);
    const refused = await cli(['vocabulary', 'set', 'a'.repeat(65)]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('64 characters');
    expect((await cli(['vocabulary', 'get', '--json'])).json<{ words: unknown[] }>().words).toHaveLength(2);
  });
});
