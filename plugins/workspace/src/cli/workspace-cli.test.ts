import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionResult, ResultSummary, SegmentHit } from '../index.ts';
import { workspaceServerPlugin } from '../server/index.ts';
import { resultsAccess, storeResult } from '../testing/index.ts';

/** Two short LibriVox clips from Debian's pocketsphinx-testdata (3.0 s and 3.3 s). */
const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';

let host: TestHost;
let work: string;
let configDir: string;
let token = '';
const access = resultsAccess();
/** The results in the workspace, oldest first: one stored as recognition stores one, two as `recognize --format json` wrote it. */
let one: RecognitionResult;
let two: RecognitionResult;

const cli = (args: string[]) => runCli(args, { configDir, cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: token } });

/** A file recognized by the CLI, into the workspace. */
async function recognized(name: string, clip: string): Promise<RecognitionResult> {
  copyFileSync(join(CLIPS, clip), join(work, 'media', name));
  const run = await cli(['recognize', `media/${name}`, '--format', 'json', '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(readFileSync(join(work, 'speechdeck-out/media', `${name}.json`), 'utf8')) as RecognitionResult;
}

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost({ plugins: [workspaceServerPlugin, sttServerPlugin, speakerServerPlugin, access.plugin] });
  work = mkdtempSync(join(tmpdir(), 'speechdeck-workspace-'));
  configDir = join(work, '.config');
  mkdirSync(join(work, 'media'));
  const user = await confirmedUser(host, 'cli-workspace@example.com');
  token = user.token;
  // An earlier result, with its recording, stored as recognition stores one.
  const recording = join(host.app.media.workDir(user.id), 'one.wav');
  copyFileSync(join(CLIPS, 'sense_and_sensibility_01_austen_64kb-0880.wav'), recording);
  const mediaKey = await host.app.media.keep(user.id, recording);
  one = await storeResult(access.store(), user.id, 'one-1', 'one.wav', [[0.3, 2.9, null, 'He was not an ill disposed young man.']], { mediaKey });
  host.clock.advance(60_000);
  two = await recognized('two.wav', 'sense_and_sensibility_01_austen_64kb-0930.wav');
});

afterAll(async () => {
  await host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('speechdeck search', () => {
  it('--sentence finds a word of a transcript, as JSON or as a table', async () => {
    const word = two.segments[0]!.words.map((w) => w.w).sort((a, b) => b.length - a.length)[0]!;
    const json = await cli(['search', '--sentence', word, '--json']);
    expect(json.code, json.stderr).toBe(0);
    const hits = json.json<SegmentHit[]>();
    expect(hits.some((hit) => hit.processId === two.processId && hit.sent.includes(word))).toBe(true);

    const table = await cli(['search', '--sentence', word]);
    expect(table.stdout).toMatch(/^FILE\s+TIME\s+SPEAKER\s+TEXT\s+KEYWORDS\s+PROCESS ID$/m);
    expect(table.stdout).toMatch(new RegExp(`^two\\.wav\\s+\\d\\d:\\d\\d\\s+.*${word}`, 'm'));
  });

  it('--file lists the results whose file name matches', async () => {
    const byFile = await cli(['search', '--file', 'two', '--json']);
    expect(byFile.json<ResultSummary[]>().map((r) => r.processId)).toEqual([two.processId]);
  });

  it('needs exactly one search option (exit 2)', async () => {
    const both = await cli(['search', '--keyword', 'a', '--speaker', 'S1']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Give exactly one of --keyword, --speaker, --sentence, --oa, --file.');
    expect((await cli(['search'])).code).toBe(2);
  });
});

describe('speechdeck results', () => {
  it('list shows the newest first, as JSON or as a table cut at --limit', async () => {
    const listed = await cli(['results', 'list', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.json<ResultSummary[]>().map((r) => [r.fn, r.processId])).toEqual([
      ['two.wav', two.processId],
      ['one.wav', one.processId],
    ]);
    const table = await cli(['results', 'list', '--limit', '1']);
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^PROCESS ID\s+FILE\s+STATUS\s+AUDIO\s+SEGMENTS\s+SPEAKERS\s+CREATED$/);
    expect(rows).toEqual([expect.stringMatching(new RegExp(`^${two.processId}\\s+two\\.wav\\s+done\\s+00:03`))]);
  });

  it('show prints the transcript, and with --json the whole result as recognize wrote it', async () => {
    const shown = await cli(['results', 'show', two.processId]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('File:      two.wav');
    expect(shown.stdout).toMatch(/^\[00:00 - 00:0\d\] \w+/m);
    const whole = await cli(['results', 'show', two.processId, '--json']);
    expect(whole.json<RecognitionResult>()).toEqual(two);
  });

  it('delete needs --yes without a terminal, then removes the result', async () => {
    const unconfirmed = await cli(['results', 'delete', one.processId]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');
    const deleted = await cli(['results', 'delete', one.processId, '--yes', '--json']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.json()).toMatchObject({ processId: one.processId, deleted: true });

    const gone = await cli(['results', 'show', one.processId, '--json']);
    expect(gone.code).toBe(1);
    expect(gone.json()).toMatchObject({ error: { status: 404 } });
    expect((await cli(['results', 'list', '--json'])).json<ResultSummary[]>().map((r) => r.processId)).toEqual([two.processId]);
  });

  it('redact replaces a result\'s personal data by tags, keeping the original only with --keep-original', async () => {
    const me = (await confirmedUser(host, 'cli-redact@example.com'));
    const stored = async (processId: string) => {
      const recording = join(host.app.media.workDir(me.id), `${processId}.wav`);
      copyFileSync(join(CLIPS, 'sense_and_sensibility_01_austen_64kb-0880.wav'), recording);
      await storeResult(access.store(), me.id, processId, `${processId}.wav`, [[0.3, 2.9, null, 'Call Mary Jones on 0532 123 45 67.']], { mediaKey: await host.app.media.keep(me.id, recording) });
    };
    const mine = (args: string[]) => runCli(args, { configDir, cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: me.token } });
    await stored('pii-1');
    const table = await mine(['results', 'redact', 'pii-1']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toBe('Redacted pii-1: 1 PERSON, 1 PHONE.\nThe original was deleted.\n');
    expect((await mine(['results', 'show', 'pii-1', '--json'])).json<RecognitionResult>().text).toBe('Call [PERSON] on [PHONE].');
    await stored('pii-2');
    const kept = await mine(['results', 'redact', 'pii-2', '--keep-original', '--json']);
    expect(kept.json()).toMatchObject({ originalProcessId: 'pii-2-original', found: { PERSON: 1, PHONE: 1 } });
    expect((await mine(['results', 'show', 'pii-2-original', '--json'])).json<RecognitionResult>().text).toBe('Call Mary Jones on 0532 123 45 67.');
    // Another user's result is not there to redact.
    const theirs = await cli(['results', 'redact', 'pii-2', '--json']);
    expect(theirs.code).toBe(1);
    expect(theirs.json()).toMatchObject({ error: { status: 404 } });
  });

  it('needs a login (exit 3) before asking the host', async () => {
    const anonymous = await runCli(['results', 'list'], { configDir: join(work, '.nobody'), env: { SPEECHDECK_API_URL: host.url } });
    expect(anonymous.code).toBe(3);
    expect(anonymous.stderr).toContain('Not logged in');
  });
});
