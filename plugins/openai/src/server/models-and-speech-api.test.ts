import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { WHISPER_BASE } from '@speechdeck/engines/whisper';
import type { TestHost } from '@speechdeck/testing';
import { openAiCaller, startOpenAiHost, type OpenAiCaller } from './testing/openai-host.ts';

/*
 * GET /v1/models and POST /v1/audio/speech through the official client with an API key, on the
 * installed engines (Piper's joe where its model is installed, else flite's voices).
 */

let host: TestHost;
let ann: OpenAiCaller;

beforeAll(async () => {
  host = await startOpenAiHost();
  ann = await openAiCaller(host, 'ann@example.com');
}, 30_000);
afterAll(() => host?.close());

async function speech(format: 'wav' | 'mp3' | 'pcm', speed = 1): Promise<Buffer> {
  const response = await ann.client.audio.speech.create({ model: 'tts-1', voice: 'coral', input: 'The quick brown fox jumps over the lazy dog.', response_format: format, speed });
  return Buffer.from(await response.arrayBuffer());
}

describe('GET /v1/models', () => {
  it('lists OpenAI\'s names with the engine each runs on, and our engines by id', async () => {
    const models: { id: string; object: string; owned_by: string; engine: string; capability: string }[] = [];
    for await (const model of await ann.client.models.list()) models.push(model as never);
    const byId = new Map(models.map((model) => [model.id, model]));
    expect(models.every((model) => model.object === 'model' && model.owned_by === 'speechdeck')).toBe(true);
    for (const id of ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe']) expect(byId.get(id)).toMatchObject({ capability: 'transcription' });
    expect(byId.get('whisper-1')!.engine).toBe(byId.get('gpt-4o-transcribe')!.engine);
    expect(byId.get('gpt-4o-transcribe-diarize')).toMatchObject({ capability: 'diarization' });
    expect(byId.get('pocketsphinx')).toMatchObject({ capability: 'transcription', engine: 'pocketsphinx' });
    // Whisper base where its model is installed (Turkish's default, English's by name), else not listed.
    expect(byId.get('whisper-base')?.engine).toBe(whisperInstalled(checkoutModels(), WHISPER_BASE) ? 'whisper-base' : undefined);
    expect(byId.get('tts-1')).toMatchObject({ capability: 'speech' });
    expect(byId.get('flite')).toMatchObject({ capability: 'speech', engine: 'flite' });
  });
});

describe('POST /v1/audio/speech', () => {
  it('answers wav with a RIFF header, mp3 with frame sync, pcm at 24 kHz 16-bit mono whose length is the wav\'s duration', async () => {
    const wav = await speech('wav');
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const rate = wav.readUInt32LE(24);
    const channels = wav.readUInt16LE(22);
    expect(channels).toBe(1);
    const wavSeconds = (wav.length - 44) / (rate * 2);
    expect(wavSeconds).toBeGreaterThan(1.5);

    const mp3 = await speech('mp3');
    // After the ID3v2 tag, if any (10 bytes and a syncsafe size), an MPEG audio frame header: 11 bits set.
    const tag = mp3.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + ((mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!) : 0;
    expect(mp3[tag]).toBe(0xff);
    expect(mp3[tag + 1]! & 0xe0).toBe(0xe0);
    expect(mp3.length).toBeGreaterThan(2000);

    const pcm = await speech('pcm');
    expect(pcm.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
    expect(pcm.length % 2).toBe(0);
    expect(pcm.length / (24_000 * 2)).toBeCloseTo(wavSeconds, 1);
  });

  it('speaks faster at speed 2 and slower at 0.5, past our engines\' own rates at 4', async () => {
    const normal = (await speech('pcm')).length;
    expect((await speech('pcm', 2)).length).toBeLessThan(normal * 0.65);
    expect((await speech('pcm', 0.5)).length).toBeGreaterThan(normal * 1.6);
    expect((await speech('pcm', 4)).length).toBeLessThan(normal * 0.35);
  });
});
