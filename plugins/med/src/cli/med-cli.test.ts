import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { confirmedUser, spokenSentence, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedResult } from '../index.ts';
import { startInstantMedHost } from '../server/testing/med-host.ts';
import { TEST_SENTENCE } from '../server/testing/spoken-sentences.ts';
import type { MedReport } from './med/med-report.ts';

let host: TestHost;
let token = '';
let work: string;
const at = (path: string) => join(work, path);
const cli = (args: string[]) => runCli(args, { configDir: at('.config'), cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: token } });

beforeAll(async () => {
  assertBuilt();
  // The built CLI against a host with real uploads, whose recognizer hears the test sentence at once (real medical recognition: server/med-backends.test.ts).
  host = await startInstantMedHost();
  ({ token } = await confirmedUser(host, 'cli-med@example.com'));
  work = mkdtempSync(join(tmpdir(), 'speechdeck-med-cli-'));
  mkdirSync(at('notes/nested'), { recursive: true });
  spokenSentence(at('notes/nested'), 'flite:slt', TEST_SENTENCE, 'round');
  writeFileSync(at('notes/broken.wav'), 'not audio at all\n'.repeat(100));
  writeFileSync(at('notes/readme.txt'), 'not media by its name: ignored');
});
afterAll(async () => {
  await host.close();
  rmSync(work, { recursive: true, force: true });
});

describe('speechdeck med', () => {
  it('recognizes a folder, writes each file\'s terms as JSON and CSV, and goes on past a bad file', async () => {
    const run = await cli(['med', 'notes', '--json']);
    expect(run.code, run.stderr).toBe(1);
    const { items, summary } = run.jsonLines<MedReport>();
    expect(summary).toMatchObject({ total: 2, ok: 1, failed: 1, ignored: 1 });
    const ok = items.find((item) => item.status === 'ok')!;
    expect(ok).toMatchObject({ file: 'notes/nested/round-flite-slt.wav', uploaded: true });
    expect(ok.categories).toMatchObject({ condition: 1, drug: 1 });
    expect(items.find((item) => item.status === 'failed')).toMatchObject({ file: 'notes/broken.wav', httpStatus: 415 });

    const result = JSON.parse(readFileSync(at('speechdeck-out/notes/nested/round-flite-slt.wav.med.json'), 'utf8')) as MedResult;
    expect(result.processId).toBe(ok.processId);
    expect(result.segments.flatMap((s) => s.terms.map((t) => t.text))).toEqual(expect.arrayContaining(['hypertension', 'metoprolol']));
    const csv = readFileSync(at('speechdeck-out/notes/nested/round-flite-slt.wav.med.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('term,category,start,end,segment');
    expect(csv.some((line) => /^metoprolol,drug,\d+(\.\d+)?,\d+(\.\d+)?,\d+$/.test(line))).toBe(true);
  });

  it('resumes: a rerun skips the files done, and --force recognizes them again under a new id', async () => {
    const again = await cli(['med', 'notes/nested', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.jsonLines<MedReport>().items).toEqual([expect.objectContaining({ status: 'skipped' })]);
    const forced = await cli(['med', 'notes/nested', '--json', '--force', '--format', 'txt']);
    expect(forced.code, forced.stderr).toBe(0);
    const [item] = forced.jsonLines<MedReport>().items;
    expect(item).toMatchObject({ status: 'ok', uploaded: true, processId: expect.stringMatching(/^med-[0-9a-f]{40}-2$/) });
    expect(readFileSync(at('speechdeck-out/notes/nested/round-flite-slt.wav.med.txt'), 'utf8')).toMatch(/hypertension/);
  });

  it('reports a language without a lexicon per file (422), and refuses an unknown format (exit 2)', async () => {
    const german = await cli(['med', 'notes/nested', '--language', 'de', '--force', '--json']);
    expect(german.jsonLines<MedReport>().items[0]).toMatchObject({ status: 'failed', httpStatus: 422, error: "Medical terms are known in English (en) and Turkish (tr), not 'de'." });
    const format = await cli(['med', 'notes', '--format', 'docx']);
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/Choose from json, csv, srt, vtt, txt/);
  });
});
