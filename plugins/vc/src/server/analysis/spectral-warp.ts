import type { VoiceMeasures } from './voice-measures.ts';

/** How far formants are moved: about the span between adult voices (women's ~15-20 % above men's). */
export const FORMANT_RATIO_RANGE = { min: 0.85, max: 1.2 } as const;
const STEP = 0.025;
/** Where formants lie; below is pitch, above is fricative noise and the recording's own roll-off. */
const FORMANT_BAND_HZ = [200, 5000] as const;

/**
 * The factor by which `base`'s formants should move to lie where `reference`'s do: the warp of its
 * long-term spectrum (a frequency scaling, what resampling does to a vocal tract) that correlates
 * best with the reference's, both with their overall tilt removed so a recording's colour does not
 * pass for formants. On voices shifted with sox by a known factor it finds 0.875 for 0.88 and 1.125
 * for 1/0.88.
 */
export function formantRatio(reference: VoiceMeasures, base: VoiceMeasures): number {
  const bands = [...reference.bandCentres.keys()].filter((b) => reference.bandCentres[b]! >= FORMANT_BAND_HZ[0] && reference.bandCentres[b]! <= FORMANT_BAND_HZ[1]);
  const target = withoutTilt(bands.map((b) => reference.spectrum[b]!));
  let best = { ratio: 1, score: -Infinity };
  for (let ratio = FORMANT_RATIO_RANGE.min; ratio <= FORMANT_RATIO_RANGE.max + 1e-9; ratio += STEP) {
    const warped = withoutTilt(bands.map((b) => spectrumAt(base, reference.bandCentres[b]! / ratio)));
    const score = correlation(target, warped);
    // Ties go to the smaller move.
    if (score > best.score + 1e-6 || (Math.abs(score - best.score) <= 1e-6 && Math.abs(ratio - 1) < Math.abs(best.ratio - 1))) best = { ratio, score };
  }
  return Math.round(best.ratio * 1000) / 1000;
}

/** The measured spectrum at any frequency, interpolated between band centres and held beyond them. */
export function spectrumAt(measures: Pick<VoiceMeasures, 'bandCentres' | 'spectrum'>, hz: number): number {
  const { bandCentres: centres, spectrum } = measures;
  if (hz <= centres[0]!) return spectrum[0]!;
  const last = centres.length - 1;
  if (hz >= centres[last]!) return spectrum[last]!;
  let band = 0;
  while (centres[band + 1]! < hz) band++;
  const t = (hz - centres[band]!) / (centres[band + 1]! - centres[band]!);
  return spectrum[band]! * (1 - t) + spectrum[band + 1]! * t;
}

function withoutTilt(values: readonly number[]): number[] {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, y) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  values.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  return values.map((y, x) => y - meanY - slope * (x - meanX));
}

function correlation(a: readonly number[], b: readonly number[]): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}
