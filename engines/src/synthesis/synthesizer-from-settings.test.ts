import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError, HttpError, readWavInfo } from '@speechdeck/core/server';
import { processRunner, tempDir } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings } from './synthesizer-from-settings.ts';

const { dir, remove } = tempDir('tts-router');
afterAll(remove);

const synthesizerFrom = (env: Record<string, string> = {}) => synthesizerFromSettings(synthesizerSettings.parse(env), { processes: processRunner });
const synthesizer = synthesizerFrom();
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a refusal');
};

describe('the synthesizer from the settings', () => {
  it('serves flite for English (slt its default) and espeak-ng for Turkish and the rest, one default per language', () => {
    const voices = synthesizer.voices();
    const defaults = voices.filter((v) => v.isDefault);
    expect(new Set(defaults.map((v) => v.language)).size).toBe(defaults.length);
    expect(new Set(voices.map((v) => v.language)).size).toBe(defaults.length);
    expect(defaults.find((v) => v.language === 'en')?.id).toBe('flite:slt');
    expect(defaults.find((v) => v.language === 'tr')?.id).toBe('espeak-ng:tr');
    expect(voices.find((v) => v.id === 'espeak-ng:en')).toMatchObject({ language: 'en', isDefault: false });
    expect(voices.filter((v) => v.engine === 'flite')).toHaveLength(5);
  });

  it('picks the default voice for a language in any spelling of its tag, or the voice asked for', () => {
    for (const tag of ['en', 'EN', 'en-US', 'en_gb', ' en ']) expect(synthesizer.pick(tag).id).toBe('flite:slt');
    expect(synthesizer.pick('tr-TR').id).toBe('espeak-ng:tr');
    expect(synthesizer.pick('en', 'flite:awb').id).toBe('flite:awb');
    expect(synthesizer.pick('en', 'espeak-ng:en').id).toBe('espeak-ng:en');
    expect(synthesizer.pick('en', '').id).toBe('flite:slt');
  });

  it('answers 422 naming what is served, briefly, for an unknown language, voice, or a voice of another language', () => {
    const unknownLanguage = refusal(() => synthesizer.pick('xx'));
    expect(unknownLanguage).toBeInstanceOf(EngineUnavailableError);
    expect(unknownLanguage.statusCode).toBe(422);
    expect(unknownLanguage.message).toMatch(/^No voice for 'xx'\. Served languages: en, tr, af, am, an, ar, as, az, ba, be, … \(\d+ more\)\.$/);
    expect(refusal(() => synthesizer.pick('en', 'flite:nobody'))).toMatchObject({
      statusCode: 422,
      message: "No voice 'flite:nobody'. Voices for 'en': flite:slt, flite:rms, flite:awb, flite:kal16, flite:kal, espeak-ng:en.",
    });
    expect(refusal(() => synthesizer.pick('tr', 'flite:slt'))).toMatchObject({ statusCode: 422, message: "The voice 'flite:slt' speaks en, not 'tr'. Voices for 'tr': espeak-ng:tr." });
    expect(refusal(() => synthesizer.pick('klingon!'))).toMatchObject({ statusCode: 422, message: "'klingon!' is not a language code: use an ISO 639-1 code such as 'en' or 'tr'." });
  });

  it('synthesizes with the voice picked and answers the audio\'s duration', async () => {
    const english = join(dir, 'english.wav');
    const result = await synthesizer.synthesize({ text: 'Good morning, everyone.', language: 'en-US', rate: 1, pitch: 0 }, english);
    expect(result.voice.id).toBe('flite:slt');
    expect(result.durationSec).toBe((await readWavInfo(english)).durationSec);
    const turkish = join(dir, 'turkish.wav');
    const tr = await synthesizer.synthesize({ text: 'Günaydın herkese.', language: 'tr', rate: 1.2, pitch: 2 }, turkish);
    expect(tr.voice.id).toBe('espeak-ng:tr');
    expect(tr.durationSec).toBeGreaterThan(0.5);
  });

  it('refuses empty text and a rate or pitch out of range with a 400, writing nothing', async () => {
    const out = join(dir, 'never.wav');
    const attempt = (text: string, rate: number, pitch: number) => synthesizer.synthesize({ text, language: 'en', rate, pitch }, out).catch((e: unknown) => e);
    expect(await attempt(' \n ', 1, 0)).toMatchObject({ statusCode: 400, message: 'There is no text to synthesize.' });
    expect(await attempt('Hi.', 3, 0)).toMatchObject({ statusCode: 400, message: 'The rate must be between 0.5 and 2.' });
    expect(await attempt('Hi.', 1, -13)).toMatchObject({ statusCode: 400, message: 'The pitch must be between -12 and 12 semitones.' });
    expect(existsSync(out)).toBe(false);
  });

  it('leaves out a missing program\'s voices and answers 503 with its package when one is asked for', () => {
    const noFlite = synthesizerFrom({ SPEECHDECK_FLITE_BIN: '/nonexistent/flite' });
    expect(noFlite.voices().some((v) => v.engine === 'flite')).toBe(false);
    expect(noFlite.pick('en').id).toBe('espeak-ng:en');
    expect(refusal(() => noFlite.pick('en', 'flite:slt'))).toMatchObject({ statusCode: 503, message: 'flite is not installed on the server (apt-get install flite).' });
    const nothing = synthesizerFrom({ SPEECHDECK_FLITE_BIN: '/nonexistent/flite', SPEECHDECK_ESPEAK_BIN: '/nonexistent/espeak-ng' });
    expect(nothing.voices()).toEqual([]);
    expect(refusal(() => nothing.pick('en'))).toMatchObject({
      statusCode: 503,
      message: 'No speech synthesizer can run here. flite is not installed on the server (apt-get install flite). espeak-ng is not installed on the server (apt-get install espeak-ng).',
    });
  });

  it('adds an OpenAI-compatible server\'s voices, the default where no offline engine speaks or where told to', () => {
    const beside = synthesizerFrom({ SPEECHDECK_TTS_OPENAI_URL: 'http://127.0.0.1:9', SPEECHDECK_TTS_OPENAI_VOICES: 'alloy, nova', SPEECHDECK_TTS_OPENAI_LANGUAGES: 'tr,zu' });
    expect(beside.pick('tr').id).toBe('espeak-ng:tr');
    expect(beside.pick('tr', 'openai:nova')).toMatchObject({ id: 'openai:nova', language: 'tr', engine: 'openai' });
    expect(beside.pick('zu').id).toBe('openai:alloy');
    expect(refusal(() => beside.pick('en', 'openai:nova')).message).toBe("The voice 'openai:nova' speaks tr, zu, not 'en'. Voices for 'en': flite:slt, flite:rms, flite:awb, flite:kal16, flite:kal, espeak-ng:en.");
    const preferred = synthesizerFrom({ SPEECHDECK_TTS_OPENAI_URL: 'http://127.0.0.1:9', SPEECHDECK_TTS_OPENAI_LANGUAGES: 'en,tr', SPEECHDECK_TTS_OPENAI_DEFAULT: 'yes' });
    expect(preferred.pick('en').id).toBe('openai:alloy');
    expect(preferred.pick('tr').id).toBe('openai:alloy');
    expect(preferred.pick('de').id).toBe('espeak-ng:de');
  });

  it('refuses settings that contradict or do not parse, naming the variable', () => {
    expect(() => synthesizerFrom({ SPEECHDECK_TTS_OPENAI_DEFAULT: 'yes' })).toThrow(expect.objectContaining({ variable: 'SPEECHDECK_TTS_OPENAI_URL' }));
    const issues = (env: Record<string, string>) => synthesizerSettings.safeParse(env).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ SPEECHDECK_TTS_OPENAI_LANGUAGES: 'en,english' })).toEqual(['SPEECHDECK_TTS_OPENAI_LANGUAGES.1: an ISO 639-1 code such as en']);
    expect(issues({ SPEECHDECK_TTS_OPENAI_VOICES: 'alloy,my voice' })).toEqual(['SPEECHDECK_TTS_OPENAI_VOICES.1: a voice name: letters, digits, _ . -']);
    expect(issues({ SPEECHDECK_TTS_OPENAI_VOICES: ' , ' })).toEqual(['SPEECHDECK_TTS_OPENAI_VOICES: expected at least one item']);
    expect(issues({ SPEECHDECK_TTS_OPENAI_URL: 'not a url' })).toEqual([expect.stringMatching(/^SPEECHDECK_TTS_OPENAI_URL: /)]);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
