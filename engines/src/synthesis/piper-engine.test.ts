import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError, readWavInfo } from '@speechdeck/core/server';
import { processRunner, tempDir } from '@speechdeck/testing';
import { medianPitchHz } from './testing/pitch-estimate.ts';
import { checkoutModels } from '../testing/checkout-models.ts';
import { synthesizerFromSettings, synthesizerSettings } from './synthesizer-from-settings.ts';

const { dir, remove } = tempDir('tts-piper');
afterAll(remove);

const synthesizerWith = (models: ReturnType<typeof checkoutModels>, env: Record<string, string> = {}) =>
  synthesizerFromSettings(synthesizerSettings.parse(env), { processes: processRunner, models });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('the Piper voice joe, installed', () => {
  const synthesizer = synthesizerWith(checkoutModels());

  it('is the default English voice; flite and espeak-ng stay selectable, and the other languages keep theirs', () => {
    const english = synthesizer.voices().filter((voice) => voice.language === 'en');
    expect(english[0]).toEqual({ id: 'piper:joe', name: 'Joe (US English, male, neural)', language: 'en', gender: 'male', engine: 'piper', isDefault: true });
    expect(english.filter((voice) => voice.isDefault)).toHaveLength(1);
    expect(english.map((voice) => voice.id)).toEqual(expect.arrayContaining(['flite:slt', 'flite:rms', 'espeak-ng:en']));
    expect(synthesizer.pick('en').id).toBe('piper:joe');
    expect(synthesizer.pick('en', 'flite:slt').id).toBe('flite:slt');
    expect(synthesizer.pick('tr').id).toBe('espeak-ng:tr');
  });

  it('synthesizes at its own 22050 Hz, at the rate asked for, and at the pitch asked for (shifted afterwards)', async () => {
    const text = 'Good morning, everyone. The meeting starts at nine.';
    const plain = join(dir, 'plain.wav');
    const said = await synthesizer.synthesize({ text, language: 'en', rate: 1, pitch: 0 }, plain);
    expect(said.voice.id).toBe('piper:joe');
    expect(await readWavInfo(plain)).toMatchObject({ sampleRate: 22050, channels: 1, durationSec: said.durationSec });

    const higher = join(dir, 'higher.wav');
    const faster = await synthesizer.synthesize({ text, language: 'en', rate: 1.5, pitch: 7 }, higher);
    expect(faster.durationSec / said.durationSec).toBeGreaterThan(0.55);
    expect(faster.durationSec / said.durationSec).toBeLessThan(0.8);
    // Piper draws fresh noise for every synthesis, so one saying's pitch strays by up to ~2 semitones
    // (single sayings measured 5.4 to 9.2 for 7 asked, medians of three 5.2 to 6.9): the bounds only
    // tell a shift from none (0) and from a doubled one (14).
    const pitchOf = async (pitch: number) => {
      const heard: number[] = [];
      for (const take of [1, 2, 3]) {
        const out = join(dir, `pitch-${pitch}-${take}.wav`);
        await synthesizer.synthesize({ text, language: 'en', rate: 1, pitch }, out);
        heard.push(await medianPitchHz(out));
      }
      return heard.sort((a, b) => a - b)[1]!;
    };
    const semitones = 12 * Math.log2((await pitchOf(7)) / (await pitchOf(0)));
    expect(semitones).toBeGreaterThan(3.5);
    expect(semitones).toBeLessThan(10.5);
  });
});

describe('without the Piper model', () => {
  it('keeps today\'s voices and defaults, and answers 503 naming the model and the install command for piper:joe', () => {
    const synthesizer = synthesizerWith(checkoutModels({ none: true }));
    expect(synthesizer.voices().some((voice) => voice.engine === 'piper')).toBe(false);
    expect(synthesizer.pick('en').id).toBe('flite:slt');
    expect(refusal(() => synthesizer.pick('en', 'piper:joe'))).toMatchObject({
      constructor: EngineUnavailableError,
      statusCode: 503,
      message: expect.stringMatching(/piper-en-us-joe-medium.*install_models\.py/),
    });
  });

  it('and without espeak-ng, which gives it its phonemes, names that instead', () => {
    const synthesizer = synthesizerWith(checkoutModels(), { SPEECHDECK_ESPEAK_BIN: join(dir, 'no-espeak-ng') });
    expect(synthesizer.voices().some((voice) => voice.engine === 'piper')).toBe(false);
    expect(refusal(() => synthesizer.pick('en', 'piper:joe'))).toMatchObject({ statusCode: 503, message: expect.stringMatching(/espeak-ng.*apt-get install espeak-ng/) });
  });
});
