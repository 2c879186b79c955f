/**
 * The default threshold for a keyword, by how many phones it has, and the score of a hit. Both come
 * from `pnpm bench kws-quality` (README.md "Measured"): the LibriVox and "cards" readers, flite and
 * espeak-ng voices, clean, in noise, over the telephone band, reverberant, re-encoded and between
 * music. pocketsphinx's threshold is on a likelihood ratio that grows with the keyword's length: a
 * short word matches something in most stretches of speech, a long one rarely matches by chance.
 */
export const CALIBRATION = {
  /** log10 of the default threshold: `intercept + perPhone * phones`, phones counted up to `maxPhones`. */
  intercept: 36,
  perPhone: -6.5,
  /** The longest keywords measured; longer ones get the threshold of this length. */
  maxPhones: 12,
  /** How fast the score rises with the margin over the default threshold, per decade (log10 unit). */
  scoreSlope: 0.16,
} as const;

/**
 * log10 of the default threshold for a keyword of `phones` phones: 1e16.5 for 3 phones ("man"),
 * 1e3.5 for 5 ("woman"), 1e-9.5 for 7 ("amiable"), 1e-42 from 12 on. Chosen as the line with the
 * best recall averaged over the kinds of speech measured, within 3 false alarms per keyword per
 * hour over all of them (0 to 8 on each); chosen again without any one kind, it barely moves.
 */
export function defaultLogThreshold(phones: number): number {
  return CALIBRATION.intercept + CALIBRATION.perPhone * Math.min(phones, CALIBRATION.maxPhones);
}

/**
 * A hit's score, 0..1: a logistic of its margin over the default threshold for its length, fitted
 * to the share of hits that were real occurrences in the evaluation (0.5 at the default threshold,
 * 0.83 ten decades above it, 0.96 twenty above; 0.17 ten below, which only a lower threshold asked
 * for shows). Hits of keywords of any length compare on it. What share is real also depends on how
 * often the keywords are said in the audio, which the evaluation cannot know for yours.
 */
export function hitScore(logRatio: number, phones: number): number {
  const margin = logRatio - defaultLogThreshold(phones);
  return Math.round(1000 / (1 + Math.exp(-CALIBRATION.scoreSlope * margin))) / 1000;
}
