import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineUnavailableError, type InstalledModels } from '@speechdeck/core/server';
import { WHISPER_BASE, WHISPER_TINY_EN } from '../whisper/whisper-recognizer.ts';
import { VOSK_MODEL_ID } from '../vosk/vosk-model.ts';
import { librivoxClips, processRunner, tempDir, writeWav } from '@speechdeck/testing';
import { checkoutModels } from '../testing/checkout-models.ts';
import { fakeModels } from '../testing/fake-models.ts';
import { asrFromSettings, asrSettings } from './asr-from-settings.ts';

const asrFrom = (env: Record<string, string>, models: InstalledModels = fakeModels()) => asrFromSettings(asrSettings.parse(env), processRunner, models);
const installed = asrFrom({}).languages.some((l) => l.engine === 'pocketsphinx');
/** Whisper's model and Python as this machine has them (models/installed). */
const installedModels = checkoutModels();
/** Whisper reads as installed but cannot load (its files fail their check, say): what the fallback is for. */
const whisperListed = fakeModels([WHISPER_TINY_EN.id]);
/** Whisper and Vosk both read as installed, neither loads. */
const bothListed = fakeModels([WHISPER_TINY_EN.id, VOSK_MODEL_ID]);
/** This machine's models, but Whisper's refused (its files fail their check, say): Vosk is next. */
const whisperRefused: InstalledModels = {
  list: () => installedModels.list(),
  has: (id) => installedModels.has(id),
  load: (id) => (id === WHISPER_TINY_EN.id ? Promise.reject(new EngineUnavailableError(`The model ${id} was refused: this test refuses it.`, 503)) : installedModels.load(id)),
  python: installedModels.python,
};
const voskHere = installedModels.has(VOSK_MODEL_ID) && installedModels.python !== undefined;
const clip = librivoxClips().find((c) => c.id.endsWith('0880'));

describe('the recognizers from the settings', () => {
  it.skipIf(!installed)('serves English with pocketsphinx on an install without models, in any spelling of the tag', () => {
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
    expect((error as Error).message).toMatch(
      /^No recognizer for 'tr' \(languages served here: (en|none)\)\. To serve it, install the Whisper base model \(python3 scripts\/install_models\.py.*\), or set SPEECHDECK_ASR_TR=openai with SPEECHDECK_OPENAI_ASR_URL/,
    );
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

  it('tells what to install when neither Whisper nor pocketsphinx is there', () => {
    const asr = asrFrom({ SPEECHDECK_POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_continuous' });
    expect(asr.languages).toEqual([]);
    expect(() => asr.forLanguage('en')).toThrow(
      /install the Whisper or Vosk model \(python3 scripts\/install_models\.py.*\) or pocketsphinx and pocketsphinx-en-us \(apt-get\), or set SPEECHDECK_ASR_EN=openai/,
    );
  });

  it('refuses contradictory settings, naming the variable', () => {
    expect(() => asrFrom({ SPEECHDECK_ASR_TR: 'openai' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_OPENAI_ASR_URL', message: 'not set, but SPEECHDECK_ASR_TR chose openai' }));
    expect(() => asrFrom({ SPEECHDECK_ASR_TR: 'pocketsphinx' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_ASR_TR', message: expect.stringMatching(/pocketsphinx model is for 'en'/) }));
    expect(() => asrFrom({ SPEECHDECK_ASR_TR: 'whisper' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_ASR_TR', message: expect.stringMatching(/tiny\.en\) recognizes English only/) }));
    expect(() => asrFrom({ SPEECHDECK_ASR_TR: 'vosk' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_ASR_TR', message: expect.stringMatching(/vosk-small-en-us\) recognizes English only/) }));
  });

  it('refuses values that do not parse, with the variable as the issue path', () => {
    const issues = (env: Record<string, string>) => asrSettings.safeParse(env).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ SPEECHDECK_ASR_TR: 'kaldi' })).toEqual(["SPEECHDECK_ASR_TR: 'kaldi': expected whisper, whisper-base, vosk, pocketsphinx, openai or none"]);
    expect(issues({ SPEECHDECK_ASR_OTHER: 'kaldi' })).toEqual(["SPEECHDECK_ASR_OTHER: expected whisper, whisper-base, vosk, pocketsphinx, openai or none"]);
    expect(issues({ SPEECHDECK_OPENAI_ASR_URL: 'not a url' })).toEqual([expect.stringMatching(/^SPEECHDECK_OPENAI_ASR_URL: /)]);
  });
});

describe('the English recognizer, with Whisper installed', () => {
  it.skipIf(!installedModels.has(WHISPER_TINY_EN.id) || !installedModels.python)('is Whisper by default on this machine, as installed', () => {
    expect(asrFrom({}, installedModels).forLanguage('en').id).toBe('whisper');
  });

  it('is Whisper by default, and any engine installed for English can be named', () => {
    const asr = asrFrom({}, whisperListed);
    expect(asr.languages).toEqual([{ language: 'en', engine: 'whisper' }]);
    expect(asr.forLanguage('en').id).toBe('whisper');
    expect(asr.forLanguage('en', 'whisper').id).toBe('whisper');
    // A transcript's engine names it too.
    expect(asr.forLanguage('en-GB', 'Whisper:tiny.en').id).toBe('whisper');
    if (installed) expect(asr.forLanguage('en', 'pocketsphinx').id).toBe('pocketsphinx');
  });

  it('answers 422 naming the engines there are for an engine unknown or not installed', () => {
    expect(() => asrFrom({}, whisperListed).forLanguage('en', 'vosk')).toThrow(
      expect.objectContaining({ statusCode: 422, message: `No recognizer 'vosk' for 'en' here: choose ${installed ? 'whisper or pocketsphinx' : 'whisper'}.` }),
    );
    expect(() => asrFrom({}, bothListed).forLanguage('en', 'kaldi')).toThrow(`No recognizer 'kaldi' for 'en' here: choose ${installed ? 'whisper, vosk or pocketsphinx' : 'whisper or vosk'}.`);
    if (installed) expect(() => asrFrom({}).forLanguage('en', 'whisper')).toThrow("No recognizer 'whisper' for 'en' here: choose pocketsphinx.");
  });

  it.skipIf(!installed || !clip)('falls back to pocketsphinx when Whisper cannot load and nobody named it, and says so', async () => {
    const transcript = await asrFrom({}, whisperListed).forLanguage('en').transcribe(clip!.wav, { language: 'en' });
    expect(transcript.engine).toBe('pocketsphinx');
    expect(transcript.segments.length).toBeGreaterThan(0);
    expect(transcript.notice).toMatch(/^whisper could not run: The model whisper-tiny-en cannot load: .* Recognized with pocketsphinx instead\.$/);
  });

  it('answers the 503 of Whisper named by the request or by the settings, with no fallback', async () => {
    const named = asrFrom({}, whisperListed).forLanguage('en', 'whisper');
    await expect(named.transcribe(clip?.wav ?? '/nonexistent.wav', { language: 'en' })).rejects.toMatchObject({ statusCode: 503 });
    const configured = asrFrom({ SPEECHDECK_ASR_EN: 'whisper' });
    expect(configured.languages).toEqual([{ language: 'en', engine: 'whisper' }]);
    await expect(configured.forLanguage('en').transcribe('/nonexistent.wav', { language: 'en' })).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/^The model whisper-tiny-en cannot load/),
    });
  });

  it('lets the settings choose another default and still name Whisper', () => {
    const asr = asrFrom({ SPEECHDECK_ASR_EN: 'pocketsphinx' }, whisperListed);
    expect(asr.forLanguage('en').id).toBe('pocketsphinx');
    expect(asr.forLanguage('en', 'whisper').id).toBe('whisper');
    const remote = asrFrom({ SPEECHDECK_ASR_EN: 'openai', SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9' }, whisperListed);
    expect(remote.forLanguage('en').id).toBe('openai');
    expect(remote.forLanguage('en', 'whisper').id).toBe('whisper');
    expect(() => asrFrom({ SPEECHDECK_ASR_EN: 'none' }, whisperListed).forLanguage('en', 'whisper')).toThrow(/^No recognizer for 'en'/);
  });
});

describe('the English recognizer, with Vosk installed', () => {
  it('is still Whisper by default, Vosk next, and Vosk can be named', () => {
    const asr = asrFrom({}, bothListed);
    expect(asr.languages).toEqual([{ language: 'en', engine: 'whisper' }]);
    expect(asr.forLanguage('en').id).toBe('whisper');
    expect(asr.forLanguage('en', 'Vosk').id).toBe('vosk');
    // A transcript's engine names it too.
    expect(asr.forLanguage('en-US', 'vosk:small-en-us-0.15').id).toBe('vosk');
    // Without Whisper, Vosk is the default: it is the more accurate of the two embedded engines.
    expect(asrFrom({}, fakeModels([VOSK_MODEL_ID])).forLanguage('en').id).toBe('vosk');
  });

  it('can be the default by the settings, Whisper still named, and answers its 503 with no fallback', async () => {
    const asr = asrFrom({ SPEECHDECK_ASR_EN: 'vosk' }, bothListed);
    expect(asr.languages).toEqual([{ language: 'en', engine: 'vosk' }]);
    expect(asr.forLanguage('en-GB').id).toBe('vosk');
    expect(asr.forLanguage('en', 'whisper').id).toBe('whisper');
    // Chosen where its model is not installed: the 503 names the model and the install command.
    const { dir, remove } = tempDir('asr-vosk');
    try {
      const wav = writeWav(join(dir, 'short.wav'), new Float32Array(1600));
      const missing = asrFrom({ SPEECHDECK_ASR_EN: 'vosk' }, fakeModels());
      await expect(missing.forLanguage('en').transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503, message: expect.stringMatching(/^The model vosk-small-en-us cannot load/) });
      const named = asrFrom({}, bothListed).forLanguage('en', 'vosk');
      await expect(named.transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503, message: expect.stringMatching(/^The model vosk-small-en-us cannot load/) });
    } finally {
      remove();
    }
  });

  it.skipIf(!clip)('falls back past Whisper and Vosk when neither loads and nobody named them, and says why', async () => {
    const asr = asrFrom({}, bothListed);
    if (!installed) {
      await expect(asr.forLanguage('en').transcribe(clip!.wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503 });
      return;
    }
    const transcript = await asr.forLanguage('en').transcribe(clip!.wav, { language: 'en' });
    expect(transcript.engine).toBe('pocketsphinx');
    expect(transcript.notice).toMatch(/^whisper could not run: .* vosk could not run: The model vosk-small-en-us cannot load: .* Recognized with pocketsphinx instead\.$/);
  });

  it.skipIf(!voskHere || !clip)('falls back to Vosk when Whisper cannot load on this machine, and says so', async () => {
    const asr = asrFrom({}, whisperRefused);
    try {
      const transcript = await asr.forLanguage('en').transcribe(clip!.wav, { language: 'en' });
      expect(transcript.engine).toBe('vosk:small-en-us-0.15');
      expect(transcript.segments.length).toBeGreaterThan(0);
      expect(transcript.notice).toMatch(/^whisper could not run: The model whisper-tiny-en was refused: .* Recognized with vosk:small-en-us-0\.15 instead\.$/);
    } finally {
      asr.close();
    }
  }, 60_000);
});

describe('Turkish (and English by name), with Whisper base installed', () => {
  const baseListed = fakeModels([WHISPER_BASE.id]);
  const remote = { SPEECHDECK_OPENAI_ASR_URL: 'http://127.0.0.1:9' };

  it('serves Turkish offline with Whisper base, in any spelling of the tag', () => {
    const asr = asrFrom({}, baseListed);
    expect(asr.languages).toContainEqual({ language: 'tr', engine: 'whisper-base' });
    expect(asr.forLanguage('tr-TR').id).toBe('whisper-base');
    expect(asr.forLanguage('tr', 'Whisper-Base').id).toBe('whisper-base');
    // A transcript's engine names it too.
    expect(asr.forLanguage('tr', 'whisper-base:base').id).toBe('whisper-base');
    expect(() => asr.forLanguage('tr', 'whisper')).toThrow("No recognizer 'whisper' for 'tr' here: choose whisper-base.");
  });

  it('keeps tiny.en the English default, Vosk next, base nameable for English', () => {
    const asr = asrFrom({}, fakeModels([WHISPER_TINY_EN.id, VOSK_MODEL_ID, WHISPER_BASE.id]));
    expect(asr.forLanguage('en').id).toBe('whisper');
    expect(asr.forLanguage('en', 'whisper-base').id).toBe('whisper-base');
    expect(() => asr.forLanguage('en', 'kaldi')).toThrow(`No recognizer 'kaldi' for 'en' here: choose whisper, vosk, whisper-base${installed ? ', pocketsphinx' : ''}`.replace(/, (?=[^,]*$)/, ' or ') + '.');
  });

  it('leaves Turkish to the OpenAI-compatible server the settings chose for it, base still named', () => {
    const asr = asrFrom({ ...remote, SPEECHDECK_ASR_TR: 'openai' }, baseListed);
    expect(asr.forLanguage('tr').id).toBe('openai');
    expect(asr.forLanguage('tr', 'whisper-base').id).toBe('whisper-base');
  });

  it('leaves Turkish to the server set for every other language, base still named, English offline', () => {
    const asr = asrFrom({ ...remote, SPEECHDECK_ASR_OTHER: 'openai' }, fakeModels([WHISPER_TINY_EN.id, WHISPER_BASE.id]));
    expect(asr.forLanguage('tr').id).toBe('openai');
    expect(asr.forLanguage('tr', 'whisper-base').id).toBe('whisper-base');
    expect(asr.forLanguage('de').id).toBe('openai');
    expect(asr.forLanguage('en').id).toBe('whisper');
  });

  it('can be chosen by the settings for English or Turkish only, answering its 503 naming the model and the install command', async () => {
    // The host's own models, turned off: the 503 is the one a host without the model answers.
    const chosen = asrFrom({ SPEECHDECK_ASR_TR: 'whisper-base' }, checkoutModels({ none: true }));
    expect(chosen.languages).toContainEqual({ language: 'tr', engine: 'whisper-base' });
    await expect(chosen.forLanguage('tr').transcribe('/nonexistent.wav', { language: 'tr' })).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/^The model whisper-base \(whisper\) cannot load: .*Install it with python3 scripts\/install_models\.py/),
    });
    expect(asrFrom({ SPEECHDECK_ASR_EN: 'whisper-base' }, baseListed).forLanguage('en').id).toBe('whisper-base');
    expect(() => asrFrom({ SPEECHDECK_ASR_DE: 'whisper-base' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_ASR_DE', message: 'whisper-base, but Whisper base is offered here for en and tr only' }));
  });

  it.skipIf(!installedModels.has(WHISPER_BASE.id) || !installedModels.python)('is the Turkish default on this machine, as installed', () => {
    const asr = asrFrom({}, installedModels);
    expect(asr.forLanguage('tr').id).toBe('whisper-base');
    expect(asr.forLanguage('en').id).toBe('whisper');
  });
});
