import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '@speechdeck/engines';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { librivoxClips, type TestHost } from '@speechdeck/testing';
import { openAiCaller, startOpenAiHost, type OpenAiCaller } from './testing/openai-host.ts';

/*
 * POST /v1/audio/transcriptions end to end: the official openai client, an API key, a real
 * LibriVox clip and the installed default recognizer (Whisper tiny.en). The route's refusals,
 * which need no engine, are in openai-errors.test.ts.
 */

const models = checkoutModels();
const whisperReady = whisperInstalled(models);
const clip = librivoxClips().find((c) => c.id.endsWith('-0880'));
let host: TestHost;
let ann: OpenAiCaller;

beforeAll(async () => {
  host = await startOpenAiHost();
  ann = await openAiCaller(host, 'ann@example.com');
}, 30_000);
afterAll(() => host?.close());

const words = (text: string) => text.toLowerCase().replace(/[^a-z' ]/g, ' ').split(/\s+/).filter(Boolean);
/**
 * Whisper tiny.en hears this 8-word clip with 'ill disposed' as 'old sposed' (2 errors, as through
 * /api/stt): at most those, and the words around them exactly.
 */
function expectHeard(text: string): void {
  expect(wordErrorRate(clip!.reference, text).errors, text).toBeLessThanOrEqual(2);
  expect(words(text).slice(0, 4)).toEqual(['he', 'was', 'not', 'an']);
  expect(words(text).slice(-2)).toEqual(['young', 'man']);
}
const file = () => createReadStream(clip!.wav);

async function savedResults(caller: OpenAiCaller, fn: string): Promise<{ processId: string; status: string }[]> {
  const response = await fetch(`${host.url}/api/elastic/getResponseByFn?fn=${encodeURIComponent(fn)}`, { headers: { authorization: `Bearer ${caller.key}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { processId: string; status: string }[];
}

describe.skipIf(!whisperReady || !clip)('with the default recognizer, Whisper tiny.en (skipped: no Whisper model installed or no pocketsphinx-testdata)', () => {
  it('answers json with the words said, and saves the transcription to the caller\'s workspace', async () => {
    const answer = await ann.client.audio.transcriptions.create({ file: file(), model: 'whisper-1' });
    expectHeard(answer.text);
    const saved = await savedResults(ann, 'sense_and_sensibility_01_austen_64kb-0880.wav');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.status).toBe('done');
  });

  it('answers text, srt and verbose_json with word times inside the clip; store=false saves nothing', async () => {
    const text = await ann.client.audio.transcriptions.create({ file: file(), model: 'gpt-4o-transcribe', response_format: 'text', store: false } as never);
    expect(typeof text).toBe('string');
    expectHeard(text as unknown as string);

    const srt = (await ann.client.audio.transcriptions.create({ file: file(), model: 'whisper', response_format: 'srt', store: false } as never)) as unknown as string;
    expect(srt).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\nHe was not an .*young man/is);

    const verbose = await ann.client.audio.transcriptions.create({
      file: file(), model: 'whisper-1', response_format: 'verbose_json', timestamp_granularities: ['word', 'segment'], store: false,
    } as never) as unknown as { task: string; language: string; duration: number; text: string; segments: { id: number; start: number; end: number; tokens: number[] }[]; words: { word: string; start: number; end: number }[] };
    expect(verbose).toMatchObject({ task: 'transcribe', language: 'english' });
    expect(verbose.duration).toBeGreaterThan(2);
    expect(verbose.segments[0]).toMatchObject({ id: 0, tokens: [] });
    expectHeard(verbose.words.map((w) => w.word).join(' '));
    for (const [i, w] of verbose.words.entries()) {
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(verbose.duration + 0.01);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(verbose.words[i - 1]!.start);
    }
    // None of the store=false calls reached the workspace: only the first test's result is there.
    expect(await savedResults(ann, 'sense_and_sensibility_01_austen_64kb-0880.wav')).toHaveLength(1);
  });

  it('streams stream=true as OpenAI\'s transcript.text.delta events, then transcript.text.done', async () => {
    const stream = await ann.client.audio.transcriptions.create({ file: file(), model: 'gpt-4o-mini-transcribe', stream: true, store: false } as never) as unknown as AsyncIterable<{ type: string; delta?: string; text?: string }>;
    const events: { type: string; delta?: string; text?: string }[] = [];
    for await (const event of stream) events.push(event);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.slice(0, -1).every((e) => e.type === 'transcript.text.delta')).toBe(true);
    const done = events.at(-1)!;
    expect(done.type).toBe('transcript.text.done');
    expect(events.slice(0, -1).map((e) => e.delta).join('')).toBe(done.text);
    expectHeard(done.text!);
  });
});
