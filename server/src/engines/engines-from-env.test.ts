import { describe, expect, it } from 'vitest';
import { EngineUnavailableError } from '@speechdeck/core/server';
import { enginesFromEnv } from './engines-from-env.ts';

const PATH = process.env.PATH;
const installed = enginesFromEnv({ PATH }).asr.languages.some((l) => l.engine === 'pocketsphinx');

describe('enginesFromEnv', () => {
  it.skipIf(!installed)('serves English with pocketsphinx on a bare install, in any spelling of the tag', () => {
    const { asr } = enginesFromEnv({ PATH });
    expect(asr.languages).toEqual([{ language: 'en', engine: 'pocketsphinx' }]);
    expect(asr.forLanguage('en').id).toBe('pocketsphinx');
    expect(asr.forLanguage('EN-us').id).toBe('pocketsphinx');
    expect(asr.normalizeLanguage('en_GB')).toBe('en');
  });

  it('answers 422 for a language nobody serves, naming what to set', () => {
    const { asr } = enginesFromEnv({ PATH });
    const error = (() => {
      try {
        asr.forLanguage('tr');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(error).toMatchObject({ statusCode: 422 });
    expect((error as Error).message).toMatch(/^No recognizer for 'tr' \(languages served here: (en|none)\)\. To serve it, set SPEECHDECK_ASR_TR=openai with SPEECHDECK_OPENAI_ASR_URL/);
  });

  it('answers 422 for something that is not a language code', () => {
    expect(() => enginesFromEnv({ PATH }).asr.forLanguage('klingon!')).toThrow(/is not a language code/);
  });

  it('sends a language to the OpenAI-compatible server when told to', () => {
    const { asr } = enginesFromEnv({ PATH, SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9/v1', SPEECHDECK_ASR_TR: 'openai' });
    expect(asr.forLanguage('tr-TR').id).toBe('openai');
    expect(asr.forLanguage('tr').languages).toEqual(['tr']);
    expect(() => asr.forLanguage('de')).toThrow(/To serve it, set SPEECHDECK_ASR_DE=openai\.$/);
  });

  it('can send English and every other language there too', () => {
    const { asr } = enginesFromEnv({ PATH, SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9', SPEECHDECK_ASR_EN: 'openai', SPEECHDECK_ASR_OTHER: 'openai' });
    expect(asr.forLanguage('en').id).toBe('openai');
    expect(asr.forLanguage('de').id).toBe('openai');
    expect(asr.languages).toEqual([
      { language: 'en', engine: 'openai' },
      { language: '*', engine: 'openai' },
    ]);
  });

  it('can turn a language off', () => {
    expect(() => enginesFromEnv({ PATH, SPEECHDECK_ASR_EN: 'none' }).asr.forLanguage('en')).toThrow(EngineUnavailableError);
  });

  it('tells what to install when pocketsphinx is missing', () => {
    const { asr } = enginesFromEnv({ PATH, SPEECHDECK_POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_continuous' });
    expect(asr.languages).toEqual([]);
    expect(() => asr.forLanguage('en')).toThrow(/install pocketsphinx and pocketsphinx-en-us \(apt-get\), or set SPEECHDECK_ASR_EN=openai/);
  });

  it('stops the host on contradictory settings', () => {
    expect(() => enginesFromEnv({ PATH, SPEECHDECK_ASR_TR: 'openai' })).toThrow(/SPEECHDECK_ASR_TR chose openai but SPEECHDECK_OPENAI_ASR_URL is not set/);
    expect(() => enginesFromEnv({ PATH, SPEECHDECK_ASR_TR: 'pocketsphinx' })).toThrow(/pocketsphinx model is for 'en'/);
    expect(() => enginesFromEnv({ PATH, SPEECHDECK_ASR_TR: 'whisper' })).toThrow(/SPEECHDECK_ASR_TR=whisper: expected pocketsphinx, openai or none/);
    expect(() => enginesFromEnv({ PATH, SPEECHDECK_OPENAI_ASR_URL: 'not a url' })).toThrow(/SPEECHDECK_OPENAI_ASR_URL/);
  });

  it('bundles every engine', () => {
    const engines = enginesFromEnv({ PATH });
    expect(Object.keys(engines).sort()).toEqual(['asr', 'audio', 'diarizer', 'punctuator', 'speakerEmbedder', 'vad']);
  });
});
