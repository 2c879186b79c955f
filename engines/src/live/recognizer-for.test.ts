import { describe, expect, it } from 'vitest';
import { EngineUnavailableError, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import type { AsrEngine, AsrEngines } from '../recognition/asr-engine.ts';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import { VOSK_MODEL_ID } from '../vosk/vosk-model.ts';
import type { LiveEngineSetting } from './live-engine-setting.ts';
import { engineFor } from './recognizer-for.ts';

/** Recognition's routing (asrRef) reduced to what the choice reads: English on `english`, Turkish on the OpenAI-compatible server. */
function asr(english: string): AsrEngines {
  const routes: Record<string, string> = { en: english, tr: 'openai' };
  const normalizeLanguage = (language: string) => language.toLowerCase().split('-')[0]!;
  return {
    languages: Object.entries(routes).map(([language, engine]) => ({ language, engine })),
    normalizeLanguage,
    forLanguage(language) {
      const id = routes[normalizeLanguage(language)];
      if (!id) throw new EngineUnavailableError(`No recognizer for '${language}'.`, 422);
      return { id, languages: [normalizeLanguage(language)] } as unknown as AsrEngine;
    },
  };
}

const models = (installed: boolean): InstalledModels => ({
  list: () => [],
  has: (id) => installed && id === VOSK_MODEL_ID,
  load: () => Promise.reject(new Error('not loaded here')),
  python: installed ? '/models/python/bin/python' : undefined,
});
const processes = (pocketsphinx: boolean) => ({ isInstalled: () => pocketsphinx }) as unknown as ProcessRunner;

function choose(language: string, { vosk = true, pocketsphinx = true, setting = 'auto' as LiveEngineSetting, english = 'whisper' } = {}) {
  return engineFor({ asr: asr(english), models: models(vosk), processes: processes(pocketsphinx), pocketsphinx: DEBIAN_POCKETSPHINX, liveEngine: setting }, language);
}

describe('the live engine of a language', () => {
  it('is Vosk for English when its model is installed, pocketsphinx standing by, whatever recognizes its files', () => {
    expect(choose('en-US')).toEqual({ language: 'en', engine: 'vosk', fallback: 'pocketsphinx' });
    expect(choose('en', { english: 'pocketsphinx' })).toEqual({ language: 'en', engine: 'vosk', fallback: 'pocketsphinx' });
    expect(choose('en', { pocketsphinx: false })).toEqual({ language: 'en', engine: 'vosk' });
  });

  it('is pocketsphinx without the model (SPEECHDECK_MODELS=none) or when the setting says so', () => {
    expect(choose('en', { vosk: false, english: 'pocketsphinx' })).toEqual({ language: 'en', engine: 'pocketsphinx' });
    expect(choose('en', { setting: 'pocketsphinx' })).toEqual({ language: 'en', engine: 'pocketsphinx' });
  });

  it('is Vosk alone when the setting names it, and 503 naming the model when it is not installed', () => {
    expect(choose('en', { setting: 'vosk' })).toEqual({ language: 'en', engine: 'vosk' });
    expect(() => choose('en', { setting: 'vosk', vosk: false })).toThrow(expect.objectContaining({ statusCode: 503, message: expect.stringMatching(/vosk-small-en-us is not installed: install it with/) }));
  });

  it('refuses with 422 a language only engines of whole files serve, and passes on recognition\'s 422 for one nobody serves', () => {
    expect(() => choose('tr')).toThrow(expect.objectContaining({ statusCode: 422, message: expect.stringMatching(/its recognizer \(openai\) takes whole files only/) }));
    expect(() => choose('en', { vosk: false, pocketsphinx: false })).toThrow(expect.objectContaining({ statusCode: 422 }));
    expect(() => choose('xx')).toThrow(/No recognizer for 'xx'/);
  });
});
