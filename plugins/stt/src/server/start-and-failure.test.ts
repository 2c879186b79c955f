import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineFailedError } from '@speechdeck/core/server';
import { confirmedUser, librivoxClips, override, startTestHost, type TestHost, uploadTo } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { asrRef, type AsrEngines } from '@speechdeck/engines/recognition';
import { sttServerPlugin } from './index.ts';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

describe('starting the host with the recognition plugin', () => {
  it('stops at start on a bad engine setting, naming the engine layer and the variable', async () => {
    await expect(startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_ASR_TR: 'kaldi' } }))
      .rejects.toThrow("plugin 'engines' (engines.asr): SPEECHDECK_ASR_TR: 'kaldi': expected whisper, whisper-base, vosk, pocketsphinx, openai or none");
    await expect(startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_ASR_TR: 'vosk' } }))
      .rejects.toThrow("plugin 'engines' (engines.asr): SPEECHDECK_ASR_TR: vosk, but the Vosk model installed (vosk-small-en-us) recognizes English only");
    await expect(startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_ASR_TR: 'whisper' } }))
      .rejects.toThrow("plugin 'engines' (engines.asr): SPEECHDECK_ASR_TR: whisper, but the Whisper model installed (tiny.en) recognizes English only");
    await expect(startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_ASR_TR: 'openai' } }))
      .rejects.toThrow("plugin 'engines' (engines.asr): SPEECHDECK_OPENAI_ASR_URL: not set, but SPEECHDECK_ASR_TR chose openai");
  });

  it('stops at start when a plugin it needs is not loaded, saying which', async () => {
    await expect(startTestHost({ plugins: [sttServerPlugin] }))
      .rejects.toThrow("plugin 'stt' needs 'workspace.results', which no loaded plugin provides: add plugin 'workspace' to the host's plugin list");
  });
});

describe('a recognition job that keeps failing', () => {
  let host: TestHost;
  let token = '';
  let userId = 0;
  const crashing: AsrEngines = {
    languages: [{ language: 'en', engine: 'crashing' }],
    normalizeLanguage: (language) => language.toLowerCase().split('-')[0]!,
    forLanguage: () => ({ id: 'crashing', languages: ['en'], transcribe: async () => Promise.reject(new EngineFailedError('The recognizer crashed.')) }),
  };

  beforeAll(async () => {
    host = await startTestHost({ plugins: recognitionPlugins, overrides: [override(asrRef, crashing)] });
    ({ token, id: userId } = await confirmedUser(host, 'unlucky@example.com'));
  });
  afterAll(() => host.close());

  it('is tried three times, then the job and its result both say failed, with the reason', async () => {
    const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?id=always-fails`, token, librivoxClips()[0]!.wav);
    expect(queued.status).toBe(200);
    let result: RecognitionResult | undefined;
    for (let i = 0; i < 200; i++) {
      result = (await (await fetch(`${host.url}/api/stt/recognize/always-fails`, { headers: { authorization: `Bearer ${token}` } })).json()) as RecognitionResult;
      if (result.status === 'failed' || result.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(result).toMatchObject({ status: 'failed', error: 'The recognizer crashed.' });
    // The platform's ids are unique across users: a result's job is 'stt.recognize/<user id>/<process id>'.
    expect(await host.app.jobs.status(`stt.recognize/${userId}/always-fails`)).toEqual({ status: 'failed', attempts: 3, error: 'The recognizer crashed.' });
  });
});
