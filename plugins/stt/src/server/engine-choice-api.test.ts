import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHISPER_TINY_EN } from '@speechdeck/engines/whisper';
import { VOSK_MODEL_ID } from '@speechdeck/engines/vosk';
import { confirmedUser, librivoxClips, override, processRunner, startTestHost, until, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { fakeModels } from '@speechdeck/engines/testing';
import { fakeAsr, spokenOver } from '../testing/index.ts';
import { DEBIAN_POCKETSPHINX, asrRef } from '@speechdeck/engines/recognition';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * `engine=` on the recognition calls, over real HTTP with recognizers that answer at once: the
 * host's routing of engines as on a machine with Whisper and Vosk installed (and pocketsphinx, as
 * Debian packages it), each fake answering as its engine would: Whisper cased and punctuated, a
 * segment ending mid-sentence; Vosk and pocketsphinx bare words. The rules themselves (defaults, fallback, what may
 * be named) are engines/src/recognition/asr-from-settings.test.ts.
 */

const WHISPER_TEXT = 'And Mr. John Dashwood had then leisure';
const POCKETSPHINX_TEXT = 'and mister john dashwood had then leisure';
const pocketsphinx = processRunner.isInstalled(DEBIAN_POCKETSPHINX.bin);
const clip = librivoxClips()[0];
let host: TestHost;
let token = '';

beforeAll(async () => {
  const asr = fakeAsr(
    async (wav, options, engine) => {
      const whisper = engine === 'whisper';
      return { ...(await spokenOver(wav, options, whisper ? WHISPER_TEXT : POCKETSPHINX_TEXT)), engine: `fake-${engine}`, punctuated: whisper };
    },
    { models: fakeModels([WHISPER_TINY_EN.id, VOSK_MODEL_ID]) },
  );
  host = await startTestHost({ plugins: recognitionPlugins, overrides: [override(asrRef, asr)] });
  ({ token } = await confirmedUser(host, 'engines@example.com'));
});
afterAll(() => host.close());

async function recognize(query: string) {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?${query}`, token, clip!.wav);
  return { status, result: body as unknown as RecognitionResult & { message?: string } };
}

async function finished(processId: string): Promise<RecognitionResult> {
  let result: RecognitionResult | undefined;
  await until(async () => {
    const response = await fetch(`${host.url}/api/stt/recognize/${processId}`, { headers: { authorization: `Bearer ${token}` } });
    result = (await response.json()) as RecognitionResult;
    return result.status === 'done' || result.status === 'failed';
  }, { what: `process ${processId}`, ms: 30_000, every: 20 });
  return result!;
}

describe.skipIf(!clip)('engine= on the recognition calls', () => {
  it("recognizes with the language's default when none is named, leaving the engine's own punctuation as it is", async () => {
    const { status, result } = await recognize('language=en&punct=true');
    expect(status, JSON.stringify(result)).toBe(200);
    // No full stop added where Whisper's segment ended mid-sentence, no casing changed.
    expect(result).toMatchObject({ status: 'done', engine: 'fake-whisper', text: WHISPER_TEXT });
  });

  it('keeps Whisper\'s sentences as written with sentText', async () => {
    const { result } = await recognize('sentText=true&punct=true');
    expect(result.segments.map((s) => s.sent)).toEqual([WHISPER_TEXT]);
  });

  it.skipIf(!pocketsphinx)('recognizes with the engine named, whatever its spelling, and still punctuates what has no punctuation', async () => {
    const { status, result } = await recognize('engine=PocketSphinx&punct=true');
    expect(status, JSON.stringify(result)).toBe(200);
    expect(result).toMatchObject({ engine: 'fake-pocketsphinx', text: 'And mister john dashwood had then leisure.' });
    expect((await recognize('engine=whisper:tiny.en')).result.engine).toBe('fake-whisper');
  });

  it('recognizes with Vosk when named, and punctuates its bare words', async () => {
    const { status, result } = await recognize('engine=Vosk&punct=true');
    expect(status, JSON.stringify(result)).toBe(200);
    expect(result).toMatchObject({ status: 'done', engine: 'fake-vosk', text: 'And mister john dashwood had then leisure.' });
    // A result's own engine names it too.
    expect((await recognize('engine=vosk:small-en-us-0.15')).result.engine).toBe('fake-vosk');
    const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?engine=vosk`, token, clip!.wav);
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(await finished(String(queued.body.processId))).toMatchObject({ status: 'done', engine: 'fake-vosk' });
  });

  it.skipIf(!pocketsphinx)('keeps the engine named with a queued recognition, and with one of an uploaded file', async () => {
    const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?engine=pocketsphinx`, token, clip!.wav);
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(await finished(String(queued.body.processId))).toMatchObject({ status: 'done', engine: 'fake-pocketsphinx' });

    const uploaded = await uploadTo(`${host.url}/api/stt/uploadFile`, token, clip!.wav);
    const byName = async (engine: string) => {
      const response = await fetch(`${host.url}/api/stt/recognizeUploadedFile/${String(uploaded.body.fn)}?engine=${engine}`, { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()) as RecognitionResult;
    };
    const [named, other] = [await byName('pocketsphinx'), await byName('whisper')];
    // The same file with another engine is another process.
    expect(named.processId).not.toBe(other.processId);
    expect(await finished(named.processId)).toMatchObject({ engine: 'fake-pocketsphinx' });
    expect(await finished(other.processId)).toMatchObject({ engine: 'fake-whisper' });
  });

  it('answers 422 naming the engines there are for one this host does not have', async () => {
    const { status, result } = await recognize('engine=kaldi');
    expect(status).toBe(422);
    expect(result.message).toBe(`No recognizer 'kaldi' for 'en' here: choose ${pocketsphinx ? 'whisper, vosk or pocketsphinx' : 'whisper or vosk'}.`);
    const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?engine=openai`, token, clip!.wav);
    expect(queued.status).toBe(422);
  });

  it('answers 400 for something that is not an engine name', async () => {
    expect((await recognize('engine=../../bin/sh')).status).toBe(400);
  });
});
