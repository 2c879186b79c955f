import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { generateMedia, mediaFilesOf, tempDir, writeWav, type TestHost } from '@speechdeck/testing';
import { clientFor, openAiCaller, startOpenAiHost, type OpenAiCaller } from './testing/openai-host.ts';

/*
 * /v1's refusals in OpenAI's error shape, as the official client reads them, and the rest of the
 * host keeping its own. None of these reaches an engine.
 */

let host: TestHost;
let ann: OpenAiCaller;
const work = tempDir('openai-errors');
let tone = '';

beforeAll(async () => {
  host = await startOpenAiHost();
  ann = await openAiCaller(host, 'ann@example.com');
  tone = writeWav(`${work.dir}/tone.wav`, Float32Array.from({ length: 16_000 }, (_, i) => 0.3 * Math.sin(i / 5)));
}, 30_000);
afterAll(async () => {
  await host?.close();
  work.remove();
});

/** What the client threw: its class's status and OpenAI's error fields. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string | null | undefined; param: string | null | undefined; type: string | undefined; message: string }> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(OpenAI.APIError);
  const api = error as InstanceType<typeof OpenAI.APIError>;
  return { status: api.status!, code: api.code, param: api.param, type: api.type, message: (api.error as { message: string }).message };
}

const toneFile = async () => OpenAI.toFile(Buffer.from(await import('node:fs').then((fs) => fs.readFileSync(tone))), 'tone.wav');

describe('/v1 errors, in OpenAI\'s shape', () => {
  it('answers 401 invalid_api_key for a bad key and for none, on every /v1 route', async () => {
    const bad = clientFor(host, 'sdk_not-a-key');
    expect(await refusal(bad.models.list())).toMatchObject({ status: 401, code: 'invalid_api_key', type: 'invalid_request_error' });
    expect(await refusal(bad.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'hello' }))).toMatchObject({ status: 401 });
    expect(await refusal(bad.audio.transcriptions.create({ file: await toneFile(), model: 'whisper-1' }))).toMatchObject({ status: 401 });
    const none = await fetch(`${host.url}/v1/models`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_api_key', param: null } });
  });

  it('answers 404 model_not_found for a model it does not have', async () => {
    expect(await refusal(ann.client.audio.transcriptions.create({ file: await toneFile(), model: 'whisper-2' }))).toMatchObject({ status: 404, code: 'model_not_found', param: 'model' });
    expect(await refusal(ann.client.audio.speech.create({ model: 'tts-9', voice: 'alloy', input: 'hello' }))).toMatchObject({ status: 404, code: 'model_not_found', param: 'model' });
  });

  it('answers 400 naming the param for a bad response_format, a missing file, a bad speed or voice, diarized_json without the diarizing model', async () => {
    expect(await refusal(ann.client.audio.transcriptions.create({ file: await toneFile(), model: 'whisper-1', response_format: 'xml' as never }))).toMatchObject({ status: 400, param: 'response_format' });
    expect(await refusal(ann.client.audio.transcriptions.create({ model: 'whisper-1' } as never))).toMatchObject({ status: 400, param: 'file' });
    expect(await refusal(ann.client.audio.transcriptions.create({ file: await toneFile(), model: 'whisper-1', response_format: 'diarized_json' }))).toMatchObject({ status: 400, param: 'response_format' });
    expect(await refusal(ann.client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'hello', speed: 9 }))).toMatchObject({ status: 400, param: 'speed' });
    expect(await refusal(ann.client.audio.speech.create({ model: 'tts-1', voice: 'nobody', input: 'hello' }))).toMatchObject({ status: 400, param: 'voice' });
    expect(await refusal(ann.client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'x'.repeat(4097) }))).toMatchObject({ status: 400, param: 'input' });
  });

  it('answers 415 for a file that is not audio, and 400 for a known speaker the caller never enrolled', async () => {
    const text = await OpenAI.toFile(Buffer.from('just some text, not audio at all'), 'notes.wav');
    expect(await refusal(ann.client.audio.transcriptions.create({ file: text, model: 'whisper-1' }))).toMatchObject({ status: 415 });
    const stranger = await refusal(ann.client.audio.transcriptions.create({
      file: await toneFile(), model: 'gpt-4o-transcribe-diarize', response_format: 'diarized_json', known_speaker_names: ['Zed'],
    } as never));
    expect(stranger).toMatchObject({ status: 400, param: 'known_speaker_names' });
  });

  it('answers 400 invalid_value naming file for a video without sound, and keeps none of it', async () => {
    const film = generateMedia('color=c=red:s=64x48:r=5', `${work.dir}/silent.mp4`, 1);
    const silent = await OpenAI.toFile(readFileSync(film), 'silent.mp4');
    expect(await refusal(ann.client.audio.transcriptions.create({ file: silent, model: 'whisper-1' }))).toEqual({
      status: 400, code: 'invalid_value', param: 'file', type: 'invalid_request_error', message: 'The file has no audio track.',
    });
    expect(await mediaFilesOf(host, ann.id)).toEqual([]);
  });

  it('leaves the rest of the host\'s errors in its own shape', async () => {
    const response = await fetch(`${host.url}/api/elastic/getResponseFromElastic`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 401 });
    expect(body.error).not.toBeTypeOf('object');
  });
});
