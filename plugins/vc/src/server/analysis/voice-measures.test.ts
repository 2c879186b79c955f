import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '@speechdeck/core/server';
import { audioTools, librivoxClips, tempDir } from '@speechdeck/testing';
import { measureVoice, type VoiceMeasures } from './voice-measures.ts';
import { formantRatio } from './spectral-warp.ts';
import { equalizerTowards } from './eq-filter.ts';

const work = tempDir('vc-measures');
afterAll(() => work.remove());

const whole = async (wav: string) => [{ start: 0, end: (await audioTools.probe(wav)).durationSec }];
const measure = async (wav: string) => measureVoice(wav, await whole(wav));

function flite(name: string, voice: string, text: string, extra: string[] = []): string {
  const raw = join(work.dir, `${name}-raw.wav`);
  execFileSync('flite', ['-voice', voice, ...extra, '-t', text, '-o', raw]);
  return soxed(raw, name, []);
}

function soxed(input: string, name: string, effects: string[]): string {
  const out = join(work.dir, `${name}.wav`);
  execFileSync('sox', [input, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', out, ...effects]);
  return out;
}

/** Syllables as vowel groups, a silent final e left out: good enough to check a rate against. */
const syllables = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter(Boolean).reduce((sum, w) => sum + Math.max(1, (w.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length), 0);

const TEXT = 'The north wind and the sun were disputing which was the stronger, when a traveler came along wrapped in a warm cloak.';

describe('measureVoice', () => {
  it('finds the median pitch of real speech (the LibriVox reader, a man) and follows a shift of it', async () => {
    const clip = librivoxClips()[0]!.wav;
    const { pitchHz } = await measure(clip);
    expect(pitchHz!).toBeGreaterThan(85);
    expect(pitchHz!).toBeLessThan(125);
    const shifted = await measure(soxed(clip, 'librivox-up', ['pitch', '400']));
    expect(shifted.pitchHz! / pitchHz!).toBeCloseTo(2 ** (4 / 12), 1);
  });

  it('counts syllables per second near what the transcripts hold, on real read speech', async () => {
    const ratios = [];
    for (const clip of librivoxClips()) {
      const measured = await measure(clip.wav);
      ratios.push(measured.syllablesPerSecond! / (syllables(clip.reference) / measured.speechSec));
    }
    const mean = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
    expect(mean).toBeGreaterThan(0.8);
    expect(mean).toBeLessThan(1.2);
  });

  it('measures the same text spoken slower as slower, and a different voice as itself', async () => {
    const fast = await measure(flite('fast', 'slt', TEXT, ['--setf', 'duration_stretch=0.75']));
    const slow = await measure(flite('slow', 'slt', TEXT, ['--setf', 'duration_stretch=1.33']));
    expect(fast.syllablesPerSecond! / slow.syllablesPerSecond!).toBeGreaterThan(1.25);
    const rms = await measure(flite('rms', 'rms', TEXT));
    expect(rms.pitchHz!).toBeLessThan(slow.pitchHz! * 0.8);
  });
});

describe('formantRatio', () => {
  it('recovers the factor by which sox moved a voice, either way, and 1 for the voice itself', async () => {
    const voice = flite('awb', 'awb', TEXT);
    const base = await measure(voice);
    const lower = await measure(soxed(voice, 'awb-lower', ['speed', '0.88']));
    expect(formantRatio(lower, base)).toBeCloseTo(0.88, 1);
    expect(Math.abs(formantRatio(lower, base) - 0.88)).toBeLessThanOrEqual(0.025);
    expect(Math.abs(formantRatio(base, lower) - 1 / 0.88)).toBeLessThanOrEqual(0.025);
    expect(formantRatio(base, base)).toBe(1);
  });
});

describe('equalizerTowards', () => {
  /** The filter's gain in dB at a frequency (its taps' DFT). */
  const gainDb = (taps: Float64Array, hz: number) => {
    let re = 0;
    let im = 0;
    taps.forEach((tap, n) => {
      re += tap * Math.cos((2 * Math.PI * hz * n) / SAMPLE_RATE);
      im -= tap * Math.sin((2 * Math.PI * hz * n) / SAMPLE_RATE);
    });
    return 10 * Math.log10(re * re + im * im);
  };

  it('has the gain that takes one long-term spectrum to the other, its loudest band at 0 dB', async () => {
    const from = await measure(flite('slt-eq', 'slt', TEXT));
    // A target 10 dB (in power) up from 1 kHz on, tilting to 5 dB down by 7 kHz.
    const dbAt = (hz: number) => (hz < 1000 ? 0 : 10 - (15 * (hz - 1000)) / 6000);
    const to: VoiceMeasures = { ...from, spectrum: from.spectrum.map((x, b) => x + (dbAt(from.bandCentres[b]!) / 10) * Math.log(10)) };
    const taps = equalizerTowards(to, from, SAMPLE_RATE);
    const peak = Math.max(...from.bandCentres.map((hz) => dbAt(hz)));
    for (const hz of [300, 600, 2000, 3000, 5000, 6500]) expect(gainDb(taps, hz), `${hz} Hz`).toBeCloseTo(dbAt(hz) - peak, 0);
    expect(Math.max(...[...from.bandCentres].map((hz) => gainDb(taps, hz)))).toBeLessThan(0.5);
  });
});
