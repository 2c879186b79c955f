import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { confirmedUser, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Translation } from '../index.ts';
import { mtPlugins, startMtHost, transcriptOf } from '../server/testing/mt-host.ts';

let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
let work: string;
let meeting: RecognitionResult;

const cli = (args: string[], token = ann.token) =>
  runCli(args, { configDir: join(work, '.config'), cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: token } });
const timecodes = (subtitles: string) => subtitles.split('\n').filter((line) => line.includes(' --> '));

beforeAll(async () => {
  assertBuilt();
  host = await startMtHost({ plugins: mtPlugins });
  ann = await confirmedUser(host, 'cli-mt@example.com');
  bob = await confirmedUser(host, 'cli-mt-other@example.com');
  work = mkdtempSync(join(tmpdir(), 'speechdeck-mt-cli-'));
  meeting = await transcriptOf(host, ann.id, ['Good morning.', 'The house is very old.', 'My friend lives in Barcelona.', 'See you tomorrow.']);
});
afterAll(async () => {
  await host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('speechdeck translate', () => {
  it('prints the text translated, or the whole answer with --json', async () => {
    const run = await cli(['translate', 'The', 'house', 'is', 'very', 'old.', '--from', 'en', '--to', 'es']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/casa/i);
    expect(run.stdout.endsWith('\n')).toBe(true);
    const json = await cli(['translate', 'The house is very old.', '--from', 'en', '--to', 'es', '--json']);
    expect(json.json<Translation>()).toMatchObject({ engine: 'apertium', source: 'en', target: 'es', transcript: null });
    expect(json.json<Translation>().text).toBe(run.stdout.trimEnd());
  });

  it('takes text to be in the one language translated to the target when --from is left out, and asks when there are several', async () => {
    const run = await cli(['translate', 'The house is very old.', '--to', 'es', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json<Translation>()).toMatchObject({ source: 'en', target: 'es' });
    const several = await cli(['translate', 'La casa es muy vieja.', '--to', 'en']);
    expect([several.code, several.stderr]).toEqual([2, expect.stringMatching(/Say which language the text is in: this host translates to en from (\w+, )+\w+ \(--from \w+, for example\)\./)]);
    const help = await cli(['translate', '--help']);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('for text the one language the host translates to --to from');
  });

  it('translates a UTF-8 file, its paragraphs kept', async () => {
    writeFileSync(join(work, 'notes.txt'), '\uFEFFLa casa es muy vieja.\r\n\r\nMi amigo vive en Barcelona.\r\n');
    const run = await cli(['translate', '--file', 'notes.txt', '--from', 'es', '--to', 'en']);
    expect(run.code, run.stderr).toBe(0);
    const paragraphs = run.stdout.trimEnd().split('\n\n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(/house/i);
    expect(paragraphs[1]).toMatch(/lives in Barcelona/);
  });

  it('writes a transcript as subtitles in the target language, at the times of its own subtitles', async () => {
    const original = await (await fetch(`${host.url}/api/stt/export/${meeting.processId}?format=srt`, { headers: { authorization: `Bearer ${ann.token}` } })).text();
    const srt = await cli(['translate', '--process', meeting.processId, '--to', 'es', '--format', 'srt']);
    expect(srt.code, srt.stderr).toBe(0);
    expect(timecodes(srt.stdout)).toEqual(timecodes(original));
    expect(srt.stdout).toMatch(/^1\n00:00:00,\d{3} --> .*\nS1: /);
    expect(srt.stdout).toMatch(/S2: .*casa/i);
    expect(srt.stdout).toContain('Barcelona');
    const vtt = await cli(['translate', '--process', meeting.processId, '--to', 'es', '--format', 'vtt']);
    expect(vtt.stdout.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt.stdout).toMatch(/<v S2>.*casa/i);
    const lines = await cli(['translate', '--process', meeting.processId, '--to', 'es']);
    expect(lines.stdout.trimEnd().split('\n')).toHaveLength(4);
  });

  it('says what is wrong: input missing or doubled, times asked of text, a pair not served, another user\'s transcript', async () => {
    const none = await cli(['translate', '--to', 'es']);
    expect([none.code, none.stderr]).toEqual([2, expect.stringContaining('Give exactly one input: the text, --file F or --process ID.')]);
    const both = await cli(['translate', 'hello', '--process', meeting.processId, '--to', 'es']);
    expect(both.code).toBe(2);
    const timed = await cli(['translate', 'hello', '--from', 'en', '--to', 'es', '--format', 'srt']);
    expect([timed.code, timed.stderr]).toEqual([2, expect.stringContaining('Text has no times')]);
    const turkish = await cli(['translate', 'hello', '--from', 'en', '--to', 'tr']);
    expect(turkish.code).toBe(1);
    expect(turkish.stderr).toMatch(/No engine here translates en to tr\. Pairs served: apertium: .*en→es/);
    const other = await cli(['translate', '--process', meeting.processId, '--to', 'es'], bob.token);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`No result with process id '${meeting.processId}'.`);
  });
});
