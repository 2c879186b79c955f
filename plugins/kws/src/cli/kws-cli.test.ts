import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { confirmedUser, generateMedia, librivoxClips, override, pseudoRandomBytes, startTestHost, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordSpotterRef } from '@speechdeck/engines/spotting';
import { fakeSpotter } from '../server/testing/fake-spotter.ts';
import { kwsPlugins } from '../server/testing/kws-plugins.ts';
import type { KwsReport } from './spot/spot-report.ts';
import type { SpotOutput } from './spot/spot-outputs.ts';

/*
 * The command against a host whose spotter prepares keywords as the real one does and hears them
 * where it is told (the real search through the API: server/spot-api.test.ts): "dashwood" at 1 s and
 * every 8 s after, "prudently" at 5 s, each once in the 7 s clip, "dashwood" nine times in the long file.
 */
let host: TestHost;
let user: { token: string; id: number };
let work: string;
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
const fake = fakeSpotter();
fake.said = { dashwood: Array.from({ length: 9 }, (_, i) => 1 + 8 * i), prudently: [5] };

const cli = (args: string[]) => runCli(args, { configDir: join(work, '.config'), cwd: work, env: { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: user.token } });
const at = (path: string) => join(work, path);

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost({ plugins: [...kwsPlugins, fake.plugin], overrides: [override(keywordSpotterRef, fake.spotter)] });
  user = await confirmedUser(host, 'cli-kws@example.com');
  work = mkdtempSync(join(tmpdir(), 'speechdeck-kws-cli-'));
  mkdirSync(at('calls/nested'), { recursive: true });
  copyFileSync(clip.wav, at('calls/short.wav'));
  // Over a minute: the host queues it, and the CLI follows the job.
  generateMedia('sine=frequency=300:sample_rate=16000', at('calls/nested/long.wav'), 66);
  writeFileSync(at('calls/broken.mp3'), pseudoRandomBytes(16_384));
  writeFileSync(at('calls/notes.txt'), 'not media\n');
});
afterAll(async () => {
  await host?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('speechdeck kws', () => {
  it('spots the keywords in every media file of a folder, writes JSON and CSV, follows a long file\'s job, and reports a bad file without stopping', async () => {
    const run = await cli(['kws', 'calls', '--keywords', 'dashwood,elephant', '--out', 'out', '--json']);
    expect(run.code, run.stderr).toBe(1);
    const { items, summary } = run.jsonLines<KwsReport>();
    expect(summary).toMatchObject({ type: 'summary', total: 3, ok: 2, failed: 1, skipped: 0, ignored: 1, out: 'out' });
    const byFile = new Map(items.map((item) => [item.file, item]));
    expect(byFile.get('calls/broken.mp3')).toMatchObject({ status: 'failed', httpStatus: 415 });

    const short = byFile.get('calls/short.wav')!;
    expect(short).toMatchObject({ status: 'ok', outputs: ['out/calls/short.wav.kws.json', 'out/calls/short.wav.kws.csv'] });
    expect(short.hits).toEqual([{ keyword: 'dashwood', start: 1, end: 1.5, score: 0.9 }]);
    const json = JSON.parse(readFileSync(at('out/calls/short.wav.kws.json'), 'utf8')) as SpotOutput;
    expect(json).toMatchObject({ file: 'calls/short.wav', fileName: 'short.wav', language: 'en', asked: { keywords: [{ keyword: 'dashwood' }, { keyword: 'elephant' }], language: 'en' } });
    expect(json.hits).toEqual(short.hits);
    const hit = short.hits![0]!;
    expect(readFileSync(at('out/calls/short.wav.kws.csv'), 'utf8')).toBe(`keyword,start,end,score\ndashwood,${hit.start},${hit.end},${hit.score}\n`);

    // Nine hits, read from the job the host queued.
    const long = byFile.get('calls/nested/long.wav')!;
    expect(long.status).toBe('ok');
    expect(long.duration).toBeGreaterThan(60);
    expect(long.hits!.filter((h) => h.keyword === 'dashwood')).toHaveLength(9);
  }, 120_000);

  it('skips on a rerun what was done for the same keywords, and spots again for others', async () => {
    const again = await cli(['kws', 'calls', '--keywords', 'dashwood,elephant', '--out', 'out', '--json']);
    const { items, summary } = again.jsonLines<KwsReport>();
    expect(summary).toMatchObject({ total: 3, skipped: 2, failed: 1, ok: 0 });
    expect(items.filter((item) => item.status === 'skipped').map((item) => item.file).sort()).toEqual(['calls/nested/long.wav', 'calls/short.wav']);

    const other = await cli(['kws', 'calls/short.wav', '--keywords', 'prudently', '--threshold', '1e-5', '--format', 'csv', '--out', 'out']);
    expect(other.code, other.stderr).toBe(0);
    // For people: progress and the table on stderr, nothing on stdout.
    expect(other.stdout).toBe('');
    expect(other.stderr).toMatch(/Spotting 1 keyword \(prudently\) in 1 file/);
    expect(other.stderr).toMatch(/calls\/short\.wav +ok +00:07 +prudently 1/);
    // The threshold asked for is the one searched with.
    expect(fake.searched.at(-1)!.keywords).toEqual([expect.objectContaining({ keyword: 'prudently', threshold: 1e-5, defaultThreshold: false })]);
    expect(readFileSync(at('out/calls/short.wav.kws.csv'), 'utf8')).toMatch(/^keyword,start,end,score\nprudently,/);
  }, 120_000);

  it('says what is wrong with the keywords before touching any file', async () => {
    const run = await cli(['kws', 'calls', '--keywords', 'budget;drop']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/'budget;drop': Use words of letters and digits/);
    const unsaid = await cli(['kws', 'calls/short.wav', '--keywords', 'ünlü', '--out', 'out2', '--json']);
    expect(unsaid.jsonLines<KwsReport>().items[0]).toMatchObject({ status: 'failed', httpStatus: 422, error: expect.stringContaining("'ünlü'") });
  }, 60_000);
});
