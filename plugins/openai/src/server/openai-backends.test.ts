// @backends a transcription saved to the workspace and a synthesis, through the official client, on the store, queue and media of the run
import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, type TestHost } from '@speechdeck/testing';
import { openAiCaller, startOpenAiHost, type OpenAiCaller } from './testing/openai-host.ts';

/*
 * /v1's smoke test on the backends: on SQLite with media in a folder (`node`) and on PostgreSQL
 * with the jobs on Redis and the media in an S3 bucket (`node-pg`). An API key made on the run's
 * store authenticates the official client; a 3 s LibriVox clip is transcribed by the default English
 * engine (whichever is installed) and found in the caller's workspace; a sentence is synthesized.
 */

const clip = librivoxClips().find((c) => c.id.endsWith('-0880'));
let host: TestHost;
let ann: OpenAiCaller;

beforeAll(async () => {
  host = await startOpenAiHost();
  ann = await openAiCaller(host, 'backends@example.com');
}, 30_000);
afterAll(() => host?.close());

describe.skipIf(!clip)(`/v1 on ${process.env.SPEECHDECK_TEST_STORE === 'postgres' ? 'PostgreSQL, Redis and a bucket' : 'SQLite and a media folder'} (skipped without pocketsphinx-testdata's clips)`, () => {
  it('transcribes with an API key, keeps the result in the workspace, and synthesizes WAV', async () => {
    expect([host.dialect, host.queue, Boolean(host.app.config.mediaUrl)]).toEqual(process.env.SPEECHDECK_TEST_STORE === 'postgres' ? ['postgres', 'redis', true] : ['sqlite', 'sqlite', false]);
    const answer = await ann.client.audio.transcriptions.create({ file: createReadStream(clip!.wav), model: 'whisper-1' });
    expect(answer.text.toLowerCase()).toContain('young man');
    const saved = await fetch(`${host.url}/api/elastic/getResponseByFn?fn=${encodeURIComponent('sense_and_sensibility_01_austen_64kb-0880.wav')}`, { headers: { authorization: `Bearer ${ann.key}` } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { status: string }[]).map((r) => r.status)).toEqual(['done']);

    const speech = Buffer.from(await (await ann.client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'Hello from the backends.', response_format: 'wav' })).arrayBuffer());
    expect(speech.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(speech.length).toBeGreaterThan(20_000);
  });
});
