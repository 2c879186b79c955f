/** One comparison of a probe with a voiceprint: its score, and whether both are one speaker. */
export interface Trial {
  score: number;
  target: boolean;
}

export interface EqualErrorRate {
  /** Where the false-accept and false-reject rates cross (their mean at the closest threshold). */
  eer: number;
  threshold: number;
}

/**
 * The equal error rate of same-speaker (target) and different-speaker trials: the threshold is swept
 * over every score; a trial is accepted when its score is at or above the threshold.
 */
export function equalErrorRate(trials: readonly Trial[]): EqualErrorRate {
  const targets = trials.filter((t) => t.target).length;
  const nonTargets = trials.length - targets;
  if (targets === 0 || nonTargets === 0) throw new Error('the equal error rate needs both same-speaker and different-speaker trials');
  // Descending scores: lowering the threshold past each score accepts that trial.
  const sorted = [...trials].sort((a, b) => b.score - a.score);
  let best = { gap: Infinity, eer: 0, threshold: sorted[0]!.score };
  let acceptedTargets = 0;
  let acceptedNonTargets = 0;
  const consider = (threshold: number) => {
    const far = acceptedNonTargets / nonTargets;
    const frr = 1 - acceptedTargets / targets;
    if (Math.abs(far - frr) < best.gap) best = { gap: Math.abs(far - frr), eer: (far + frr) / 2, threshold };
  };
  consider(sorted[0]!.score + 1e-9);
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i]!.target) acceptedTargets++;
    else acceptedNonTargets++;
    // Ties are accepted together.
    if (i + 1 < sorted.length && sorted[i + 1]!.score === sorted[i]!.score) continue;
    consider(sorted[i]!.score);
  }
  return { eer: best.eer, threshold: best.threshold };
}

export interface ErrorsAtThreshold {
  /** Different-speaker trials accepted, over all different-speaker trials. */
  falseAccept: number;
  /** Same-speaker trials rejected, over all same-speaker trials. */
  falseReject: number;
}

export function errorsAt(trials: readonly Trial[], threshold: number): ErrorsAtThreshold {
  const targets = trials.filter((t) => t.target);
  const nonTargets = trials.filter((t) => !t.target);
  return {
    falseAccept: nonTargets.length ? nonTargets.filter((t) => t.score >= threshold).length / nonTargets.length : 0,
    falseReject: targets.length ? targets.filter((t) => t.score < threshold).length / targets.length : 0,
  };
}

/** One identification: the probe's true speaker and every enrolled speaker's score. */
export interface Identification {
  truth: string;
  scores: readonly { spk: string; score: number }[];
}

/** Share of probes whose best-scoring enrolled speaker is their own (closed set: each probe's speaker is enrolled). */
export function topOneAccuracy(identifications: readonly Identification[]): number {
  if (identifications.length === 0) return 0;
  const right = identifications.filter(({ truth, scores }) => scores.reduce((best, s) => (s.score > best.score ? s : best)).spk === truth).length;
  return right / identifications.length;
}
