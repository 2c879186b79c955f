import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { liveRecognizersRef } from '@speechdeck/engines/live';
import { confirmedUser, convertMedia, librivoxClips, override, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { LiveServerMessage } from '../index.ts';
import { fakeLiveRecognizers } from '../server/testing/fake-live-recognizer.ts';
import { startLiveHost } from '../server/testing/live-host.ts';

/*
 * The command against a host whose recognizer hears the clip's sentence by the stream's clock
 * (the real recognizer through the socket: server/live-api.test.ts), so what the CLI prints is known.
 */
const recognizers = fakeLiveRecognizers([{ start: 0.3, end: 2.8, text: 'he was not an ill disposed young man' }]);

let host: TestHost;
let token = '';
let work: string;
const clip = librivoxClips().find((c) => c.id.endsWith('0880'))!;
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, { configDir: join(work, '.config'), cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: token, ...env } });
const lines = (stdout: string) => stdout.trim().split('\n').map((line) => JSON.parse(line) as LiveServerMessage);

beforeAll(async () => {
  assertBuilt();
  host = await startLiveHost({ overrides: [override(liveRecognizersRef, recognizers)] });
  ({ token } = await confirmedUser(host, 'cli-live@example.com'));
  work = mkdtempSync(join(tmpdir(), 'speechdeck-live-cli-'));
  // Another container and rate: the CLI decodes it to 16 kHz mono on the way.
  convertMedia(clip.wav, join(work, 'clip.ogg'), ['-ar', '44100', '-ac', '2']);
  convertMedia(clip.wav, join(work, 'start.ogg'), ['-t', '1.2']);
  writeFileSync(join(work, 'notes.wav'), 'not audio at all\n'.repeat(100));
}, 60_000);
afterAll(async () => {
  await host.close();
  rmSync(work, { recursive: true, force: true });
});

describe('speechdeck live', () => {
  it('streams a file through a live session, prints each message as a JSON line, and saves it to the workspace', async () => {
    const run = await cli(['live', 'clip.ogg', '--json', '--name', 'From the terminal']);
    expect(run.code, run.stderr).toBe(0);
    const messages = lines(run.stdout);
    expect(messages[0]).toMatchObject({ type: 'ready', language: 'en', engine: 'fake' });
    expect(messages.filter((m) => m.type === 'partial').length).toBeGreaterThan(1);
    const finals = messages.flatMap((m) => (m.type === 'final' ? [m.text] : []));
    expect(finals).toEqual(['he was not an ill disposed young man']);
    const ended = messages.at(-1)!;
    expect(ended).toMatchObject({ type: 'ended', reason: 'stopped', result: { fn: 'From the terminal' } });
    if (ended.type !== 'ended') throw new Error('unreachable');
    expect(ended.result!.duration).toBeCloseTo(2.99, 1);
    const stored = await fetch(new URL(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${ended.result!.processId}`, host.url), { headers: { authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as RecognitionResult).text).toMatch(/^He was not an ill disposed young man\./);
  }, 60_000);

  it('paces the audio at real time with --realtime and prints finals as text', async () => {
    const started = Date.now();
    // 1.2 s, ended mid-sentence: the words so far are the last final.
    const run = await cli(['live', 'start.ogg', '--realtime']);
    expect(run.code, run.stderr).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100);
    expect(run.stdout).toMatch(/^\[00:00 - 00:01\] he was not$/m);
    expect(run.stderr).toMatch(/Saved to the workspace as "Live session \d{4}-\d\d-\d\d \d\d:\d\d" \(live-[0-9a-f]+, 1 segments\)/);
  }, 60_000);

  it('fails clearly on a file that is not media, a missing file, a language nobody serves and without a login', async () => {
    const broken = await cli(['live', 'notes.wav']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/ffmpeg could not decode notes\.wav/);
    const missing = await cli(['live', 'nowhere.wav']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/No such file: nowhere\.wav/);
    const language = await cli(['live', 'clip.ogg', '--language', 'xx']);
    expect(language.code).toBe(1);
    expect(language.stderr).toMatch(/No recognizer for 'xx'/);
    const anonymous = await cli(['live', 'clip.ogg'], { SPEECHDECK_TOKEN: '' });
    expect(anonymous.code).toBe(3);
  }, 60_000);
});
