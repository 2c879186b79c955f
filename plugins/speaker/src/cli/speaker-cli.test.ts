import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli, runCliOnTerminal } from '@speechdeck/cli/testing';
import { confirmedUser, pseudoRandomBytes, startTestHost, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnrolledSpeaker, type SpeakerAnalysis, speakerAnalysis, UNKNOWN_SPEAKER } from '../index.ts';
import { speakerPlugins } from '../server/index.ts';
import { toneEngines, toneTalk } from '../server/testing/tone-voices.ts';
import type { DiarizeReport } from './diarize/diarize-report.ts';
import type { ClipReport } from './speakers/enroll-report.ts';
import type { IdentifyReport } from './speakers/identify-report.ts';

/*
 * `speechdeck speakers` and `speechdeck diarize` as a user runs them: the built binary against a
 * real host whose speaker engines answer at once (tone voices, whose pitch is who speaks:
 * server/testing/tone-voices.ts). The real engines on real speech: server/speaker-backends.test.ts.
 */
let host: TestHost;
let user: { token: string; id: number };
let work: string;

const env = () => ({ SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: user.token });
const cli = (args: string[]) => runCli(args, { configDir: join(work, '.config'), cwd: work, env: env() });
const at = (path: string) => join(work, path);

async function listSpeakers(): Promise<EnrolledSpeaker[]> {
  const run = await cli(['speakers', 'list', '--json']);
  expect(run.code, run.stderr).toBe(0);
  return run.json<{ speakers: EnrolledSpeaker[] }>().speakers;
}

/** The speakers as the host has them (the CLI's own list is tested on its own). */
async function storedSpeakers(): Promise<string[]> {
  const response = await fetch(`${host.url}/api/sv/getSpeakers`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { speakers: EnrolledSpeaker[] }).speakers.map((speaker) => speaker.spk).sort();
}

async function storedAnalyses(): Promise<SpeakerAnalysis[]> {
  const response = await fetch(`${host.url}/api/sv/analyses`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { analyses: SpeakerAnalysis[] }).analyses;
}

/** Where each turn of the conversation is, and who says it. */
let turns: { label: string; start: number; end: number }[];

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost({ plugins: speakerPlugins, overrides: toneEngines() });
  user = await confirmedUser(host, 'cli-speaker@example.com');
  work = mkdtempSync(join(tmpdir(), 'speechdeck-speaker-cli-'));
  for (const dir of ['enroll/ann', 'enroll/bob', 'identify/nested', 'talks', 'notes']) mkdirSync(at(dir), { recursive: true });
  // Enrollment: two clips of 4 s of speech per voice; bob's folder also holds a corrupt clip and notes the walk leaves out.
  for (const voice of ['ann', 'bob'] as const) {
    toneTalk(at(`enroll/${voice}/a.wav`), [[voice, 2], [voice, 2]]);
    toneTalk(at(`enroll/${voice}/b.wav`), [[voice, 2.5], [voice, 1.5]]);
    // Identification: other clips of both voices.
    toneTalk(at(`identify/${voice}.wav`), [[voice, 1.5], [voice, 2]]);
  }
  writeFileSync(at('enroll/bob/broken.wav'), pseudoRandomBytes(16_384));
  writeFileSync(at('enroll/bob/notes.txt'), 'not media\n');
  writeFileSync(at('notes/readme.txt'), 'not media either\n');
  // A corrupt file one folder down among the clips to identify.
  writeFileSync(at('identify/nested/broken.wav'), pseudoRandomBytes(16_384, 99));
  // A conversation: the two voices take turns with short pauses.
  turns = toneTalk(at('talks/two voices.wav'), [['ann', 3], ['bob', 2], ['ann', 2.5], ['bob', 3], ['ann', 2], ['bob', 2.5]], 0.6);
});

afterAll(async () => {
  await host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('speechdeck speakers', () => {
  it('lists no speakers before any enrollment', async () => {
    const run = await cli(['speakers', 'list']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('No enrolled speakers yet');
    expect(await listSpeakers()).toEqual([]);
  });

  it('enrolls two clips of ann one after the other and ends with the voiceprint and its quality', async () => {
    const run = await cli(['speakers', 'enroll', 'ann', 'enroll/ann/a.wav', 'enroll/ann/b.wav']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^ann: 2 clips, \d+\.\d s of speech; quality (poor|fair|good)\. .+\n$/);
    expect(run.stderr).toMatch(/^\[1\/2\] ok {6}enroll\/ann\/a\.wav {2}\d+\.\d s of speech in \d+\.\d s/m);
    expect(run.stderr).toMatch(/^FILE\s+STATUS\s+CLIP\s+SPEECH\s+WARNINGS OR ERROR$/m);
    expect(run.stderr).toContain('2 enrolled, 0 failed of 2 clips');
  }, 120_000);

  it('enrolls the clips of a folder, reports the corrupt one with the host status, exit 1 (--json lines)', async () => {
    const run = await cli(['speakers', 'enroll', 'bob', 'enroll/bob', '--json']);
    expect(run.code, run.stdout).toBe(1);
    expect(run.stderr).toBe('');
    const { items, summary } = run.jsonLines<ClipReport, { spk: string; speaker: EnrolledSpeaker | null }>();
    expect(items.map((item) => [item.file, item.status])).toEqual([
      ['enroll/bob/a.wav', 'ok'],
      ['enroll/bob/b.wav', 'ok'],
      ['enroll/bob/broken.wav', 'failed'],
    ]);
    expect(items[0]).toMatchObject({ enrollmentId: expect.any(String), warnings: expect.any(Array) });
    expect(items[0]!.speechSeconds).toBeGreaterThan(3);
    expect(items[0]!.speechSeconds).toBeLessThanOrEqual(items[0]!.clipSeconds!);
    expect(items[2]).toMatchObject({ httpStatus: expect.any(Number), error: expect.any(String) });
    expect(items[2]!.httpStatus).toBeGreaterThanOrEqual(400);
    expect(items[2]!.httpStatus).toBeLessThan(500);
    expect(summary).toMatchObject({ total: 3, ok: 2, failed: 1, ignored: 1, spk: 'bob', speaker: { spk: 'bob', clips: 2 } });
  }, 120_000);

  it('lists both speakers as a table and as JSON', async () => {
    const run = await cli(['speakers', 'list']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^NAME\s+CLIPS\s+SECONDS\s+ENROLLED\s+QUALITY\s+NOTE$/m);
    expect(run.stdout).toMatch(/^ann\s+2\s+\d+\.\d\s+\S+\s+(poor|fair|good)\s/m);
    expect(run.stdout).toMatch(/^bob\s+2\s+\d+\.\d\s+\S+\s+(poor|fair|good)\s/m);
    const speakers = await listSpeakers();
    expect(speakers.map((speaker) => [speaker.spk, speaker.clips]).sort()).toEqual([
      ['ann', 2],
      ['bob', 2],
    ]);
    for (const speaker of speakers) expect(speaker.seconds).toBeGreaterThan(6);
  });

  it('identifies new clips of each voice, and one bad file does not stop the batch (exit 1)', async () => {
    const run = await cli(['speakers', 'identify', 'identify']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^FILE\s+SPEAKER\s+SCORE\s+ERROR$/m);
    expect(run.stdout).toMatch(/^identify\/bob\.wav\s+bob\s+-?\d\.\d{3}$/m);
    expect(run.stdout).toMatch(/^identify\/ann\.wav\s+ann\s+-?\d\.\d{3}$/m);
    expect(run.stdout).toMatch(/^identify\/nested\/broken\.wav\s+\d{3} \S/m);
    expect(run.stderr).toContain(`2 identified (0 ${UNKNOWN_SPEAKER}), 1 failed of 3 files`);

    const json = await cli(['speakers', 'identify', 'identify/ann.wav', 'identify/bob.wav', '--json', '--concurrency', '1']);
    expect(json.code, json.stdout).toBe(0);
    const { items, summary } = json.jsonLines<IdentifyReport>();
    expect(items.map((item) => [item.file, item.spk])).toEqual([
      ['identify/ann.wav', 'ann'],
      ['identify/bob.wav', 'bob'],
    ]);
    for (const item of items) {
      expect(item.score!).toBeGreaterThanOrEqual(item.threshold!);
      expect(item.candidates!.map((candidate) => candidate.spk)).toEqual([item.spk, item.spk === 'ann' ? 'bob' : 'ann']);
      expect(item.candidates![0]!.score).toBeGreaterThan(item.candidates![1]!.score);
    }
    expect(summary).toMatchObject({ total: 2, ok: 2, failed: 0 });
  }, 120_000);
});

describe('speechdeck diarize', () => {
  const out = (format: string) => at(`speechdeck-out/talks/two voices.wav.${format}`);

  it('writes the analysis, RTTM and SRT of a two-voice conversation, and leaves nothing on the host', async () => {
    const run = await cli(['diarize', 'talks', '--speakers', '2']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^\[1\/1\] ok {6}talks\/two voices\.wav {2}\d\d:\d\d audio, 2 speakers \(S\d \d\d:\d\d, S\d \d\d:\d\d\), \d+ turns/m);
    expect(run.stderr).toContain('1 ok, 0 skipped, 0 failed of 1');

    const analysis = speakerAnalysis.parse(JSON.parse(readFileSync(out('json'), 'utf8')));
    expect(analysis).toMatchObject({ kind: 'diarize', status: 'done', requestedSpeakers: 2, fileName: 'two voices.wav' });
    const rttm = readFileSync(out('rttm'), 'utf8').trimEnd().split('\n');
    expect(rttm).toHaveLength(analysis.segments.length);
    for (const line of rttm) expect(line).toMatch(/^SPEAKER two_voices 1 \d+\.\d{3} \d+\.\d{3} <NA> <NA> S\d+ <NA> <NA>$/);
    const srt = readFileSync(out('srt'), 'utf8').trimEnd().split('\n\n');
    expect(srt).toHaveLength(rttm.length);
    expect(srt[0]).toMatch(/^1\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}\nS\d+$/);

    // Who speaks in the middle of each turn, by the RTTM: one label per voice, a different one for each.
    const spans = rttm.map((line) => line.split(' ')).map((fields) => ({ start: Number(fields[3]), end: Number(fields[3]) + Number(fields[4]), spk: fields[7]! }));
    const labelOf = new Map<string, Set<string>>();
    for (const turn of turns) {
      const middle = (turn.start + turn.end) / 2;
      const span = spans.find((candidate) => candidate.start <= middle && middle < candidate.end);
      labelOf.set(turn.label, (labelOf.get(turn.label) ?? new Set()).add(span?.spk ?? 'none'));
    }
    expect([...labelOf.get('ann')!]).toHaveLength(1);
    expect([...labelOf.get('bob')!]).toHaveLength(1);
    expect([...labelOf.get('ann')!][0]).not.toBe([...labelOf.get('bob')!][0]);
    expect(labelOf.get('ann')!.has('none')).toBe(false);

    expect(await storedAnalyses()).toEqual([]);
  }, 180_000);

  it('a rerun skips the file whose outputs exist, without touching them (--json lines)', async () => {
    const before = statSync(out('rttm')).mtimeMs;
    const run = await cli(['diarize', 'talks', '--speakers', '2', '--json']);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stderr).toBe('');
    const { items, summary } = run.jsonLines<DiarizeReport>();
    expect(items).toEqual([{ type: 'file', file: 'talks/two voices.wav', status: 'skipped', outputs: [out('json'), out('rttm'), out('srt')].map((path) => path.slice(work.length + 1)) }]);
    expect(summary).toMatchObject({ total: 1, ok: 0, skipped: 1, failed: 0 });
    expect(statSync(out('rttm')).mtimeMs).toBe(before);
  });

  it('--track names the turns of the enrolled voices; --keep leaves the tracking on the host', async () => {
    const run = await cli(['diarize', 'talks', '--track', '--keep', '--format', 'rttm', '--out', 'tracked', '--json']);
    expect(run.code, run.stdout).toBe(0);
    const { items } = run.jsonLines<DiarizeReport>();
    expect(items[0]).toMatchObject({ status: 'ok', kind: 'track', kept: true, outputs: ['tracked/talks/two voices.wav.rttm'] });
    expect(items[0]!.speakers!.map((speaker) => speaker.spk).sort()).toEqual(['ann', 'bob']);
    const names = new Set(readFileSync(at('tracked/talks/two voices.wav.rttm'), 'utf8').trimEnd().split('\n').map((line) => line.split(' ')[7]));
    expect([...names].sort()).toEqual(['ann', 'bob']);
    const stored = await storedAnalyses();
    expect(stored.map((analysis) => [analysis.id, analysis.kind])).toEqual([[items[0]!.analysisId, 'track']]);
  }, 180_000);

  it('refuses bad options, folders without media and missing paths before contacting the host (exit 2), and needs a login (exit 3)', async () => {
    // Both options wrong in one run: each named (the options' own tests take them one by one).
    const options = await cli(['diarize', 'talks', '--format', 'rttm,vtt', '--speakers', '11', '--json']);
    expect(options.code).toBe(2);
    expect(options.json()).toMatchObject({ error: { code: 2, fields: { 'format.1': 'Choose from json, rttm, srt.', speakers: 'Give the number of speakers, 1 to 10.' } } });
    const noMedia = await cli(['speakers', 'enroll', 'ann', 'notes']);
    expect(noMedia.code).toBe(2);
    expect(noMedia.stderr).toContain('No media files in notes (1 other file ignored).');
    const missing = await cli(['diarize', 'no-such-folder']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such file or folder: no-such-folder');
    const anonymous = await runCli(['speakers', 'list'], { configDir: at('.nobody'), cwd: work, env: { SPEECHDECK_API_URL: host.url } });
    expect(anonymous.code).toBe(3);
    expect(anonymous.stderr).toContain('Not logged in');
  });
});

describe('speechdeck speakers delete', () => {
  it('needs --yes without a terminal, asks on one, and then identification answers unknown for that voice', async () => {
    const refused = await cli(['speakers', 'delete', 'ann']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Deleting a speaker needs confirmation: pass --yes.');

    const declined = await runCliOnTerminal(['speakers', 'delete', 'ANN'], { configDir: at('.config'), cwd: work, env: env(), answers: [['Delete speaker ann, 2 clips', 'n']] });
    expect(declined.code).toBe(1);
    expect(declined.screen).toContain('Not deleted.');
    expect(await storedSpeakers()).toEqual(['ann', 'bob']);

    const deleted = await cli(['speakers', 'delete', 'ann', '--yes', '--json']);
    expect(deleted.code, deleted.stdout).toBe(0);
    expect(deleted.json()).toMatchObject({ spk: 'ann', deleted: true });
    expect(await storedSpeakers()).toEqual(['bob']);

    const identify = await cli(['speakers', 'identify', 'identify/ann.wav', '--json']);
    expect(identify.code, identify.stdout).toBe(0);
    const { items } = identify.jsonLines<IdentifyReport>();
    expect(items[0]).toMatchObject({ spk: UNKNOWN_SPEAKER, candidates: [{ spk: 'bob' }] });
    expect(items[0]!.score!).toBeLessThan(items[0]!.threshold!);

    const gone = await cli(['speakers', 'delete', 'ann', '--yes']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/^Error: /m);
  }, 120_000);
});
