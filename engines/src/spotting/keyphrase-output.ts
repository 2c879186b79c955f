/** A keyphrase pocketsphinx found, with how strongly the audio favoured it. */
export interface KeyphraseHit {
  /** The phrase as written in the keyphrase file. */
  keyword: string;
  /** Seconds from the start of the file. */
  start: number;
  end: number;
  /**
   * log10 of the likelihood ratio pocketsphinx tested against the phrase's threshold: the phrase's
   * path over the best path of its phone loop, on the same frames. The hit is reported when it is at
   * least log10(threshold); so 10^logRatio is the largest threshold at which it would still appear.
   */
  logRatio: number;
}

/** `phrase start end posterior`, as `-time yes` prints each detection in keyphrase mode (a phrase may hold spaces). */
const HIT_LINE = /^(\S.*?)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/;

/*
 * pocketsphinx 5prealpha's kws_search.c stores a detection's "posterior" as the score margin minus
 * KWS_MAX (1500), in its scaled log units (log base 1.0001, shifted right by SENSCR_SHIFT = 10 bits),
 * and -time yes prints logmath_exp of it, i.e. 1.0001^(margin - 1500) as if unscaled. The margin is
 * what the threshold (log base 1.0001, same shift) is compared with; undoing both gives it in log10.
 */
const KWS_MAX = 1500;
const SCALE = 2 ** 10;
const LN_BASE = Math.log(1.0001);

/** The margin in log10 units from the printed posterior. */
export function logRatioOfPosterior(posterior: number): number {
  const margin = Math.log(posterior) / LN_BASE + KWS_MAX;
  return Math.round(margin) * SCALE * (LN_BASE / Math.LN10);
}

/**
 * Reads pocketsphinx_continuous stdout in keyphrase mode, line by line. Each utterance prints a line
 * of the phrases found without times, then one line per detection; only the latter are hits.
 */
export function parseKeyphraseLine(line: string): KeyphraseHit | null {
  const match = HIT_LINE.exec(line.trim());
  if (!match) return null;
  const [, keyword, start, end, posterior] = match as unknown as [string, string, string, string, string];
  const value = Number(posterior);
  if (!(value > 0)) return null;
  return { keyword, start: Number(start), end: Number(end), logRatio: logRatioOfPosterior(value) };
}
