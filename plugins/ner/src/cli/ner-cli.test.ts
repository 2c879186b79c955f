import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { confirmedUser, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitiesResponse, TranscriptEntity } from '../index.ts';
import { resultsAccess, seedTranscript, spokenSegment, startNerHost } from '../server/testing/seed-transcript.ts';

let host: TestHost;
let token = '';
let work: string;
const access = resultsAccess();
const cli = (args: string[]) => runCli(args, { configDir: join(work, '.config'), cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: token } });

beforeAll(async () => {
  assertBuilt();
  host = await startNerHost(access);
  const user = await confirmedUser(host, 'cli-ner@example.com');
  token = user.token;
  await seedTranscript(host, access.store(), user.id, 'meeting-7', 'meeting.wav', 'en', [spokenSegment(0, 0, 'we met sarah in denver on monday')]);
  work = mkdtempSync(join(tmpdir(), 'speechdeck-ner-cli-'));
  writeFileSync(join(work, 'haber.txt'), "Zeynep Kaya dün Ankara'da konuştu.");
});
afterAll(async () => {
  await host.close();
  rmSync(work, { recursive: true, force: true });
});

describe('speechdeck ner', () => {
  it('prints a table of the entities of a text', async () => {
    const run = await cli(['ner', 'Tim Cook visited Berlin on Monday.']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^TYPE\s+TEXT\s+AT$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([['PERSON', 'Tim Cook', '0-8'], ['PLACE', 'Berlin', '17-23'], ['DATE', 'Monday', '27-33']]);
  });

  it('reads a file in Turkish as JSON', async () => {
    const run = await cli(['ner', '--file', 'haber.txt', '--language', 'tr', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json<EntitiesResponse>().entities.map((e) => [e.type, e.text])).toEqual([['PERSON', 'Zeynep Kaya'], ['DATE', 'dün'], ['PLACE', 'Ankara']]);
  });

  it('reads a transcript of the workspace, with segments and times', async () => {
    const json = await cli(['ner', '--process', 'meeting-7', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const sarah = json.json<EntitiesResponse>().entities[0] as TranscriptEntity;
    expect(sarah).toMatchObject({ type: 'PERSON', text: 'sarah', segment: 0, time: { start: 1, end: 1.4 } });
    const table = await cli(['ner', '--process', 'meeting-7']);
    expect(table.stdout).toMatch(/^TYPE\s+TEXT\s+AT\s+SEGMENT\s+TIME$/m);
    expect(table.stdout).toMatch(/^PERSON\s+sarah\s+7-12\s+0\s+00:01-00:01$/m);
  });

  it('refuses unclear input (exit 2) and reports what the host refused (exit 1)', async () => {
    const both = await cli(['ner', 'Hi there', '--process', 'meeting-7']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/Give exactly one of <text>, --file or --process/);
    const language = await cli(['ner', 'Hallo', '--language', 'de']);
    expect(language.code).toBe(2);
    expect(language.stderr).toMatch(/Choose en or tr/);
    const missing = await cli(['ner', '--file', 'nope.txt']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Cannot read nope.txt: ENOENT/);
    const unknown = await cli(['ner', '--process', 'no-such-id']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No result with process id 'no-such-id'/);
  });
});
