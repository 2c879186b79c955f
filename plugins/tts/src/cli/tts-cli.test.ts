import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, BIN, runCli } from '@speechdeck/cli/testing';
import { readWavInfo } from '@speechdeck/core/server';
import { confirmedUser, mediaFilesOf, override, startTestHost, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Synthesis, TTS_LIMITS, type Voice } from '../index.ts';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { quickSynthesizer, untilAborted } from '../server/testing/quick-synthesizer.ts';
import { ttsServerPlugin } from '../server/index.ts';
import { markdownText } from './synthesize/markdown-text.ts';
import type { ItemReport } from './synthesize/report.ts';

const HELLO = 'Hello from the command line. This file is plain text.';
const NOTES = '# Release notes\n\n- Faster **synthesis** of long texts\n- A [new voice](https://example.org/voices) for _Turkish_\n';
const SENTENCES = [
  'The north wind and the sun were disputing which was the stronger, when a traveler came along wrapped in a warm cloak.',
  'They agreed that the one who first succeeded in making the traveler take his cloak off should be considered stronger than the other.',
  'Then the north wind blew as hard as he could, but the more he blew the more closely did the traveler fold his cloak around him.',
  'And at last the north wind gave up the attempt.',
  'Then the sun shined out warmly, and immediately the traveler took off his cloak.',
];
/** Just over the synchronous limit, so the CLI has to queue it; the limit is fixed in the contract, no setting lowers it. */
const LONG = (() => {
  let text = '';
  for (let i = 0; text.length <= TTS_LIMITS.syncMaxChars + 150; i++) text += `${SENTENCES[i % SENTENCES.length]} `;
  return text.trim();
})();

// The built CLI against a started host whose synthesizer answers at once (its real voices, noise
// for speech: quickSynthesizer); what the real engines say is theirs to test. A text that starts
// "Hold on" is held until its synthesis is stopped.
const quick = quickSynthesizer({ secondsPerChar: 0.025 });
quick.before = (input, signal) => (input.text.startsWith('Hold on') ? untilAborted(signal) : undefined);
let host: TestHost;
let user: { token: string; id: number };
let work: string;

const env = () => ({ SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: user.token });
const cli = (args: string[]) => runCli(args, { configDir: join(work, '.config'), cwd: work, env: env() });
const at = (path: string) => join(work, path);
const head = (path: string, bytes = 12) => readFileSync(at(path)).subarray(0, bytes);

/** The user's files on the host, stored or left in their work dir, scratch included. */
const mediaFiles = () => mediaFilesOf(host, user.id);

async function storedSyntheses(): Promise<Synthesis[]> {
  const response = await fetch(`${host.url}/api/tts/synthesize`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { syntheses: Synthesis[] }).syntheses;
}

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost({ plugins: [ttsServerPlugin], overrides: [override(synthesizerRef, quick)] });
  user = await confirmedUser(host, 'cli-tts@example.com');
  work = mkdtempSync(join(tmpdir(), 'speechdeck-tts-cli-'));
  // texts/: plain text, markdown in a subfolder, text long enough to be queued, a picture the walk
  // leaves out, a file that is not UTF-8 and one longer than the host takes at all.
  mkdirSync(at('texts/notes'), { recursive: true });
  mkdirSync(at('texts/bad'), { recursive: true });
  writeFileSync(at('texts/hello.txt'), HELLO);
  writeFileSync(at('texts/notes/release.md'), NOTES);
  writeFileSync(at('texts/long.txt'), LONG);
  writeFileSync(at('texts/picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(at('texts/bad/latin1.txt'), Buffer.from('Günaydın, çok güzel bir gün.', 'latin1'));
  writeFileSync(at('texts/bad/huge.txt'), 'Too long. '.repeat(TTS_LIMITS.queueMaxChars / 10 + 10));
  // Queued too, and held on the host until stopped.
  writeFileSync(at('held.txt'), `Hold on. ${LONG}`);
}, 60_000);

afterAll(async () => {
  await host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('speechdeck tts on a folder', () => {
  it('writes a WAV per text (the long one through the queue), reports the bad files, exit 1, and leaves nothing stored on the host', async () => {
    const run = await cli(['tts', 'texts']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toBe('');

    for (const file of ['hello.txt', 'notes/release.md', 'long.txt']) {
      const header = head(`speechdeck-out/texts/${file}.wav`);
      expect(header.subarray(0, 4).toString('latin1'), file).toBe('RIFF');
      expect(header.subarray(8, 12).toString('latin1'), file).toBe('WAVE');
    }
    const short = await readWavInfo(at('speechdeck-out/texts/hello.txt.wav'));
    const long = await readWavInfo(at('speechdeck-out/texts/long.txt.wav'));
    expect(short.durationSec).toBeGreaterThan(1);
    // About 5,000 characters is minutes of speech: the whole text was said, not a piece of it.
    expect(long.durationSec).toBeGreaterThan(60 * short.durationSec * (LONG.length / HELLO.length) / 100);
    expect(statSync(at('speechdeck-out/texts/bad/latin1.txt.wav'), { throwIfNoEntry: false })).toBeUndefined();

    // Non-TTY progress: a line per finished file, then the table and the totals.
    expect(run.stderr).toMatch(/^\[\d\/5\] ok {6}texts\/hello\.txt -> speechdeck-out\/texts\/hello\.txt\.wav {2}\d+ characters/m);
    expect(run.stderr).toMatch(/^\[\d\/5\] failed {2}texts\/bad\/latin1\.txt: The file is not UTF-8 text\.$/m);
    expect(run.stderr).toMatch(/^INPUT\s+STATUS\s+OUTPUT\s+CHARACTERS\s+SIZE\s+TOOK\s+ERROR$/m);
    // The host's own message, with its status: the text is over what any call takes.
    expect(run.stderr).toMatch(/^texts\/bad\/huge\.txt\s+failed\s+\d+\s+.*\s413 .*100,000/m);
    expect(run.stderr).toContain('3 ok, 0 skipped, 2 failed of 5');
    expect(run.stderr).toContain('(1 other file ignored)');

    // The markdown was sent as its words.
    expect(run.stderr).toMatch(new RegExp(`^\\[\\d/5\\] ok {6}texts/notes/release\\.md -> \\S+ {2}${markdownText(NOTES).length} characters`, 'm'));
    // A batch leaves nothing on the host: the short texts were answered without being stored, the
    // queued one was deleted once downloaded (its text and audio with it).
    expect(await storedSyntheses()).toEqual([]);
    // The answered files go once their answers are sent, just after the CLI has read them.
    await vi.waitFor(async () => expect(await mediaFiles()).toEqual([]));
  });

  it('a rerun skips every written output and fails the bad files again (--json lines)', async () => {
    const before = statSync(at('speechdeck-out/texts/long.txt.wav')).mtimeMs;
    const run = await cli(['tts', 'texts', '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const { items, summary } = run.jsonLines<ItemReport>();
    expect(items.filter((item) => item.status === 'skipped').map((item) => item.input).sort()).toEqual(['texts/hello.txt', 'texts/long.txt', 'texts/notes/release.md']);
    expect(items.find((item) => item.input === 'texts/bad/huge.txt')).toMatchObject({ status: 'failed', source: 'file', httpStatus: 413, characters: expect.any(Number), error: expect.stringContaining('100,000') });
    expect(items.find((item) => item.input === 'texts/bad/latin1.txt')).toMatchObject({ status: 'failed', error: 'The file is not UTF-8 text.' });
    expect(summary).toMatchObject({ total: 5, ok: 0, skipped: 3, failed: 2, notStarted: 0, ignored: 1, out: 'speechdeck-out' });
    expect(statSync(at('speechdeck-out/texts/long.txt.wav')).mtimeMs).toBe(before);
    expect(await storedSyntheses()).toEqual([]);
  });

  it('makes again an output an interrupted run left as a temp file only, and a text changed since', async () => {
    rmSync(at('speechdeck-out/texts/hello.txt.wav'));
    writeFileSync(at('speechdeck-out/texts/hello.txt.wav.4242.tmp'), 'RIFF');
    writeFileSync(at('texts/notes/release.md'), `${NOTES}- One more line\n`);
    const run = await cli(['tts', 'texts/notes', 'texts/hello.txt', 'texts/long.txt', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { items, summary } = run.jsonLines<ItemReport>();
    // Skipped ones are reported first, the rest as they finish.
    expect(items[0]).toMatchObject({ input: 'texts/long.txt', status: 'skipped' });
    expect(items.slice(1).map((item) => [item.input, item.status, item.via]).sort()).toEqual([
      ['texts/hello.txt', 'ok', 'synthesize'],
      ['texts/notes/release.md', 'ok', 'synthesize'],
    ]);
    expect(summary).toMatchObject({ total: 3, ok: 2, skipped: 1 });
    expect(head('speechdeck-out/texts/hello.txt.wav', 4).toString('latin1')).toBe('RIFF');
    expect(await storedSyntheses()).toEqual([]);
  });
});

describe('speechdeck tts on words and one file', () => {
  it('says words into the file --out names, in the format of its extension', async () => {
    const run = await cli(['tts', 'Hello', 'world,', 'this', 'is', 'speechdeck.', '--out', 'hello.mp3', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { items, summary } = run.jsonLines<ItemReport>();
    expect(items).toEqual([expect.objectContaining({ input: '"Hello world, this is speechdeck."', source: 'text', output: 'hello.mp3', status: 'ok', via: 'synthesize', characters: 32 })]);
    expect(summary).toMatchObject({ total: 1, ok: 1, out: 'hello.mp3' });
    const mp3 = head('hello.mp3', 3);
    // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
    expect(mp3.toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
    expect(items[0]!.bytes).toBe(statSync(at('hello.mp3')).size);
  });

  it('says one file (markdown as its words) as <name>.<format> in the working folder, and names words it is not told where to put', async () => {
    const run = await cli(['tts', 'texts/notes/release.md', '--format', 'ogg', '--voice', 'flite:slt', '--rate', '1.2']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('Wrote release.ogg.');
    expect(head('release.ogg', 4).toString('latin1')).toBe('OggS');
    const again = await cli(['tts', 'texts/notes/release.md', '--format', 'ogg']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('release.ogg exists and is newer than texts/notes/release.md: skipped (--force makes it again).');

    const words = await cli(['tts', 'Good morning!']);
    expect(words.code, words.stderr).toBe(0);
    expect(head('good-morning.wav', 4).toString('latin1')).toBe('RIFF');
  });

  it('keeps a queued synthesis on the host with --keep and names it', async () => {
    const before = (await storedSyntheses()).length;
    const run = await cli(['tts', '--file', 'texts/long.txt', '--out', 'long.ogg', '--keep', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { items } = run.jsonLines<ItemReport>();
    expect(items[0]).toMatchObject({ status: 'ok', via: 'synthesizeQueue', characters: LONG.length, voice: 'flite:slt', engine: 'flite', synthesisId: expect.any(String) });
    expect(items[0]!.duration).toBeGreaterThan(60);
    expect(head('long.ogg', 4).toString('latin1')).toBe('OggS');
    const stored = await storedSyntheses();
    expect(stored).toHaveLength(before + 1);
    expect(stored.find((s) => s.id === items[0]!.synthesisId)).toMatchObject({ status: 'done', format: 'ogg', characters: LONG.length });
  });

  it('quits on a second Ctrl+C (exit 130), deleting the synthesis in flight on the host', async () => {
    const before = (await storedSyntheses()).length;
    const child = spawn(process.execPath, [BIN, 'tts', 'held.txt', '--out', 'interrupted.wav'], { cwd: work, env: { PATH: process.env.PATH ?? '', HOME: work, ...env() } });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Ctrl+C once the host is synthesizing the queued text.
    for (let i = 0; i < 300 && !(await storedSyntheses()).some((s) => s.status === 'running'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedSyntheses()).toHaveLength(before + 1);
    child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('Stopping: the files in progress finish first');
    expect(stderr).toContain('Quit. Run the same command again to resume');
    expect(await storedSyntheses()).toHaveLength(before);
    expect(statSync(at('interrupted.wav'), { throwIfNoEntry: false })).toBeUndefined();
  });

  it("fails an unknown voice or language with the host's message, and refuses bad input before sending (exit 2)", async () => {
    const voice = await cli(['tts', 'Hi', '--voice', 'flite:nobody', '--out', 'x.wav']);
    expect(voice.code).toBe(1);
    expect(voice.stderr).toMatch(/^\[1\/1\] failed {2}"Hi": .*flite:nobody/m);
    const language = await cli(['tts', 'Hi', '--language', 'xx', '--json']);
    expect(language.code).toBe(1);
    const { items } = language.jsonLines<ItemReport>();
    expect(items[0]).toMatchObject({ status: 'failed', httpStatus: 422, error: expect.stringContaining('xx') });

    const refused = async (args: string[], message: string) => {
      const run = await cli(['tts', ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
    };
    // One of each kind of usage error: the plan's (every one of which plan-inputs.test.ts and
    // tts-options.test.ts hold to exit code 2 and its message) and an option's value.
    await refused(['   '], 'The text is empty');
    await refused(['Hi', '--out', 'x.wav', '--rate', '5'], 'rate: From 0.5 to 2.');
    expect(statSync(at('x.wav'), { throwIfNoEntry: false })).toBeUndefined();

    const anonymous = await runCli(['tts', 'Hi'], { configDir: join(work, '.nobody'), cwd: work, env: { SPEECHDECK_API_URL: host.url } });
    expect(anonymous.code).toBe(3);
    expect(anonymous.stderr).toContain('Not logged in');
  });
});

describe('speechdeck tts --voices', () => {
  it('lists the served voices without a login, one language with --language', async () => {
    const all = await runCli(['tts', '--voices', '--json'], { configDir: join(work, '.nobody'), cwd: work, env: { SPEECHDECK_API_URL: host.url } });
    expect(all.code, all.stderr).toBe(0);
    const { voices } = all.json<{ voices: Voice[] }>();
    expect(voices).toContainEqual(expect.objectContaining({ id: 'flite:slt', language: 'en', isDefault: true }));

    const turkish = await cli(['tts', '--voices', '--language', 'tr']);
    expect(turkish.code, turkish.stderr).toBe(0);
    expect(turkish.stdout).toMatch(/^ID\s+NAME\s+LANGUAGE\s+GENDER\s+ENGINE\s+DEFAULT$/m);
    expect(turkish.stdout).toMatch(/^espeak-ng:\S+\s.*\btr\b.*espeak-ng\s+yes$/m);
    expect(turkish.stdout).not.toContain('flite:slt');

    const none = await cli(['tts', '--voices', '--language', 'xx']);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/The host has no voice for 'xx'\. Languages it serves: .*\ben\b.*\btr\b/);
  });
});
