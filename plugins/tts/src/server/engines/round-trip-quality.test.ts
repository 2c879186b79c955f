import { afterAll, describe, expect, it } from 'vitest';
import { processRunner, tempDir } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings } from './synthesizer-from-settings.ts';
import { percent, roundTripErrors } from './testing/round-trip.ts';

/** `pnpm bench tts-quality` measures every English voice; this holds the default to the bar. */
describe('round trip: synthesized, then recognized by the embedded pocketsphinx', () => {
  const { dir, remove } = tempDir('tts-round-trip');
  afterAll(remove);
  const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner });

  it('the default English voice (flite slt) makes at most 35 % word errors, and fewer than espeak-ng\'s English', async () => {
    const voice = synthesizer.pick('en');
    expect(voice.id).toBe('flite:slt');
    const slt = await roundTripErrors(synthesizer, voice.id, dir);
    const espeak = await roundTripErrors(synthesizer, 'espeak-ng:en', dir);
    expect(slt.words).toBe(71);
    expect(espeak.words).toBe(71);
    const summary = `flite:slt ${percent(slt)}, espeak-ng:en ${percent(espeak)}`;
    expect(slt.errors / slt.words, summary).toBeLessThanOrEqual(0.35);
    expect(slt.errors, summary).toBeLessThan(espeak.errors);
  }, 300_000);
});
