import { describe, expect, it } from 'vitest';
import { EngineUnavailableError } from '@speechdeck/core/server';
import { processRunner } from '@speechdeck/testing';
import { asrFromSettings, asrSettings } from './asr-from-settings.ts';

const asrFrom = (env: Record<string, string>) => asrFromSettings(asrSettings.parse(env), processRunner);
const installed = asrFrom({}).languages.some((l) => l.engine === 'pocketsphinx');

describe('the recognizers from the settings', () => {
  it.skipIf(!installed)('serves English with pocketsphinx on a bare install, in any spelling of the tag', () => {
    const asr = asrFrom({});
    expect(asr.languages).toEqual([{ language: 'en', engine: 'pocketsphinx' }]);
    expect(asr.forLanguage('en').id).toBe('pocketsphinx');
    expect(asr.forLanguage('EN-us').id).toBe('pocketsphinx');
    expect(asr.normalizeLanguage('en_GB')).toBe('en');
  });

  it('answers 422 for a language nobody serves, naming what to set', () => {
    const error = (() => {
      try {
        asrFrom({}).forLanguage('tr');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(error).toMatchObject({ statusCode: 422 });
    expect((error as Error).message).toMatch(/^No recognizer for 'tr' \(languages served here: (en|none)\)\. To serve it, set SPEECHDECK_ASR_TR=openai with SPEECHDECK_OPENAI_ASR_URL/);
  });

  it('answers 422 for something that is not a language code', () => {
    expect(() => asrFrom({}).forLanguage('klingon!')).toThrow(/is not a language code/);
  });

  it('sends a language to the OpenAI-compatible server when told to', () => {
    const asr = asrFrom({ SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9/v1', SPEECHDECK_ASR_TR: 'openai' });
    expect(asr.forLanguage('tr-TR').id).toBe('openai');
    expect(asr.forLanguage('tr').languages).toEqual(['tr']);
    expect(() => asr.forLanguage('de')).toThrow(/To serve it, set SPEECHDECK_ASR_DE=openai\.$/);
  });

  it('can send English and every other language there too', () => {
    const asr = asrFrom({ SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9', SPEECHDECK_ASR_EN: 'openai', SPEECHDECK_ASR_OTHER: 'openai' });
    expect(asr.forLanguage('en').id).toBe('openai');
    expect(asr.forLanguage('de').id).toBe('openai');
    expect(asr.languages).toEqual([
      { language: 'en', engine: 'openai' },
      { language: '*', engine: 'openai' },
    ]);
  });

  it('can turn a language off', () => {
    expect(() => asrFrom({ SPEECHDECK_ASR_EN: 'none' }).forLanguage('en')).toThrow(EngineUnavailableError);
  });

  it('tells what to install when pocketsphinx is missing', () => {
    const asr = asrFrom({ SPEECHDECK_POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_continuous' });
    expect(asr.languages).toEqual([]);
    expect(() => asr.forLanguage('en')).toThrow(/install pocketsphinx and pocketsphinx-en-us \(apt-get\), or set SPEECHDECK_ASR_EN=openai/);
  });

  it('refuses contradictory settings, naming the variable', () => {
    expect(() => asrFrom({ SPEECHDECK_ASR_TR: 'openai' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_OPENAI_ASR_URL', message: 'not set, but SPEECHDECK_ASR_TR chose openai' }));
    expect(() => asrFrom({ SPEECHDECK_ASR_TR: 'pocketsphinx' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_ASR_TR', message: expect.stringMatching(/pocketsphinx model is for 'en'/) }));
  });

  it('refuses values that do not parse, with the variable as the issue path', () => {
    const issues = (env: Record<string, string>) => asrSettings.safeParse(env).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ SPEECHDECK_ASR_TR: 'whisper' })).toEqual(["SPEECHDECK_ASR_TR: 'whisper': expected pocketsphinx, openai or none"]);
    expect(issues({ SPEECHDECK_OPENAI_ASR_URL: 'not a url' })).toEqual([expect.stringMatching(/^SPEECHDECK_OPENAI_ASR_URL: /)]);
  });
});
