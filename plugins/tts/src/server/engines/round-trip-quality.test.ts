import { afterAll, describe, expect, it } from 'vitest';
import { librivoxClips, processRunner, tempDir } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings } from './synthesizer-from-settings.ts';
import { percent, roundTripErrors } from './testing/round-trip.ts';

/**
 * The floor of `pnpm bench tts-quality`, which measures every English voice on all five LibriVox
 * transcripts (flite slt 28.2 %, espeak-ng's English 87.3 %, the recordings themselves 35.2 %).
 * Here the default voice on two of them, 30 words, held to the bar: measured 6 errors
 * (20 %); a voice that says nothing, or says it wrongly, makes most of them.
 */
describe('round trip: synthesized, then recognized by the embedded pocketsphinx', () => {
  const { dir, remove } = tempDir('tts-round-trip');
  afterAll(remove);
  const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner });
  const clips = librivoxClips().filter((clip) => /-(0870|0880)$/.test(clip.id));

  it('the default English voice (flite slt) makes at most 35 % word errors on two transcripts', async () => {
    const voice = synthesizer.pick('en');
    expect(voice.id).toBe('flite:slt');
    expect(clips).toHaveLength(2);
    const slt = await roundTripErrors(synthesizer, voice.id, dir, clips);
    expect(slt.words).toBe(30);
    expect(slt.errors / slt.words, `flite:slt ${percent(slt)}`).toBeLessThanOrEqual(0.35);
  });
});
