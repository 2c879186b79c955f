import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { processRunner, tempDir } from '@speechdeck/testing';
import { medianPitchHz, semitonesBetween } from './testing/pitch-estimate.ts';
import { FliteEngine, fliteText, parseFliteVoices } from './flite-engine.ts';
import type { SynthesisInput } from './synthesizer.ts';

const { dir, remove } = tempDir('tts-flite');
afterAll(remove);

const engine = new FliteEngine(processRunner, 'flite');
const TEXT = 'The north wind and the sun were disputing which was the stronger, when a traveler came along wrapped in a warm cloak.';
/** Four seconds of speech: some two hundred voiced frames, plenty for a median pitch. */
const PITCH_TEXT = 'The north wind and the sun were disputing which was the stronger.';
let count = 0;

async function say(voiceName: string, input: Partial<SynthesisInput> = {}, signal?: AbortSignal) {
  const voice = engine.voices.find((v) => v.id === `flite:${voiceName}`)!;
  const out = join(dir, `out-${++count}.wav`);
  await engine.synthesize(voice, { text: TEXT, language: 'en', rate: 1, pitch: 0, ...input }, out, signal);
  return { out, info: await readWavInfo(out) };
}

describe('FliteEngine', () => {
  it('serves Debian\'s voices as English, slt (female) its default, without the time-only voice', () => {
    expect(engine.unavailable).toBeUndefined();
    expect(engine.voices.map((v) => v.id)).toEqual(['flite:slt', 'flite:rms', 'flite:awb', 'flite:kal16', 'flite:kal']);
    expect(engine.voices.every((v) => v.language === 'en' && v.engine === 'flite')).toBe(true);
    expect(engine.voices.filter((v) => v.isDefault).map((v) => v.id)).toEqual(['flite:slt']);
    expect(engine.voices.find((v) => v.id === 'flite:slt')).toMatchObject({ gender: 'female', name: 'SLT (US English, female)' });
    expect(engine.voices.filter((v) => v.gender === 'male')).toHaveLength(4);
  });

  it('reads voice names from flite -lv, known ones first, leaving out limited-domain voices', () => {
    expect(parseFliteVoices('Voices available: kal awb_time kal16 awb rms slt \n')).toEqual(['slt', 'rms', 'awb', 'kal16', 'kal']);
    expect(parseFliteVoices('Voices available: mine slt\n')).toEqual(['slt', 'mine']);
    expect(parseFliteVoices('')).toEqual([]);
  });

  it('writes mono 16-bit speech at the voice\'s own rate, as long as the text takes to say', async () => {
    const slt = await say('slt');
    expect(slt.info).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 16_000 });
    // About 20 words: between 3 and 12 seconds at any human pace.
    expect(slt.info.durationSec).toBeGreaterThan(3);
    expect(slt.info.durationSec).toBeLessThan(12);
    expect((await say('kal')).info.sampleRate).toBe(8_000);
  });

  it('speaks faster at rate 2 and slower at rate 0.5, in proportion', async () => {
    const normal = (await say('slt')).info.durationSec;
    const fast = (await say('slt', { rate: 2 })).info.durationSec;
    const slow = (await say('slt', { rate: 0.5 })).info.durationSec;
    expect(fast / normal).toBeGreaterThan(0.4);
    expect(fast / normal).toBeLessThan(0.6);
    expect(slow / normal).toBeGreaterThan(1.7);
    expect(slow / normal).toBeLessThan(2.3);
  });

  it.each(['slt', 'awb', 'rms'])('moves %s\'s pitch by the semitones asked, measured, keeping its pace', async (name) => {
    const own = await say(name, { text: PITCH_TEXT });
    const ownHz = await medianPitchHz(own.out);
    for (const semitones of [7, -5]) {
      const shifted = await say(name, { text: PITCH_TEXT, pitch: semitones });
      const moved = semitonesBetween(ownHz, await medianPitchHz(shifted.out));
      expect.soft(moved, `${name} at ${semitones} semitones (own ${ownHz.toFixed(0)} Hz)`).toBeGreaterThan(semitones - 1.5);
      expect.soft(moved, `${name} at ${semitones} semitones (own ${ownHz.toFixed(0)} Hz)`).toBeLessThan(semitones + 1.5);
      expect(Math.abs(shifted.info.durationSec - own.info.durationSec)).toBeLessThan(0.1);
    }
  });

  it('reads text that looks like options as text, and typography as ASCII', async () => {
    const { info } = await say('slt', { text: '-voice kal --help' });
    expect(info.sampleRate).toBe(16_000);
    expect(info.durationSec).toBeGreaterThan(1);
    expect(fliteText('“Café” — don’t… naïve Straße ıslak 日本')).toBe('"Cafe" ,  don\'t... naive Strasse islak   ');
  });

  it('stops when the signal aborts and leaves no scratch behind', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client left'));
    const before = readdirSync(dir).length;
    await expect(say('rms', { pitch: 3 }, controller.signal)).rejects.toThrow('client left');
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it('serves no voices, saying what to install, when flite is missing', () => {
    const missing = new FliteEngine(processRunner, '/nonexistent/flite');
    expect(missing.voices).toEqual([]);
    expect(missing.unavailable).toBe('flite is not installed on the server (apt-get install flite).');
    expect(existsSync('/nonexistent/flite')).toBe(false);
  });
});
