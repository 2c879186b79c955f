/** One speaker's stretch of speech, in seconds; reference turns may overlap, as people do. */
export interface LabelledTurn {
  start: number;
  end: number;
  speaker: string;
}

export interface DiarizationErrors {
  /** Scored reference speech in seconds (overlaps count once per speaker). */
  reference: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  /** (missed + falseAlarm + confusion) / reference; 0 when there is no scored reference speech. */
  der: number;
}

export interface DerOptions {
  /** Seconds around every reference turn edge left unscored (0.25 s as in NIST's md-eval). */
  collarSec?: number;
  /** Scoring resolution (default 10 ms). */
  stepSec?: number;
}

/**
 * Diarization error rate, the standard definition (NIST md-eval): over the scored time, where each
 * moment has N_ref reference speakers and N_hyp hypothesis speakers of whom N_correct are matched by
 * the best one-to-one mapping of hypothesis to reference speakers (found over the whole file),
 *   missed = max(0, N_ref - N_hyp), false alarm = max(0, N_hyp - N_ref),
 *   confusion = min(N_ref, N_hyp) - N_correct,
 * each summed over time and divided by the sum of N_ref. Overlapped speech is scored: two reference
 * speakers at once where the hypothesis has one is one speaker missed. The collar takes `collarSec`
 * either side of every reference turn's start and end out of scoring.
 */
export function diarizationErrorRate(reference: readonly LabelledTurn[], hypothesis: readonly LabelledTurn[], options: DerOptions = {}): DiarizationErrors {
  const step = options.stepSec ?? 0.01;
  const collar = options.collarSec ?? 0.25;
  const end = Math.max(0, ...reference.map((t) => t.end), ...hypothesis.map((t) => t.end));
  const frames = Math.ceil(end / step);
  const index = (t: number) => Math.min(frames, Math.max(0, Math.round(t / step)));

  const scored = new Uint8Array(frames).fill(1);
  for (const turn of reference) {
    for (const edge of [turn.start, turn.end]) scored.fill(0, index(edge - collar), index(edge + collar));
  }
  const refNames = [...new Set(reference.map((t) => t.speaker))];
  const hypNames = [...new Set(hypothesis.map((t) => t.speaker))];
  const activity = (turns: readonly LabelledTurn[], names: string[]) => {
    const rows = names.map(() => new Uint8Array(frames));
    for (const turn of turns) rows[names.indexOf(turn.speaker)]!.fill(1, index(turn.start), index(turn.end));
    return rows;
  };
  const ref = activity(reference, refNames);
  const hyp = activity(hypothesis, hypNames);

  // Frames (scored) where hypothesis speaker h and reference speaker r both speak.
  const together = hypNames.map((_, h) =>
    refNames.map((_, r) => {
      let count = 0;
      for (let f = 0; f < frames; f++) if (scored[f] && hyp[h]![f] && ref[r]![f]) count++;
      return count;
    }),
  );
  const mapping = bestMapping(together, refNames.length);

  let refCount = 0;
  let missed = 0;
  let falseAlarm = 0;
  let confusion = 0;
  for (let f = 0; f < frames; f++) {
    if (!scored[f]) continue;
    let nRef = 0;
    let nHyp = 0;
    let nCorrect = 0;
    for (const row of ref) nRef += row[f]!;
    hyp.forEach((row, h) => {
      if (!row[f]) return;
      nHyp++;
      if (mapping[h]! >= 0 && ref[mapping[h]!]![f]) nCorrect++;
    });
    refCount += nRef;
    missed += Math.max(0, nRef - nHyp);
    falseAlarm += Math.max(0, nHyp - nRef);
    confusion += Math.min(nRef, nHyp) - nCorrect;
  }
  const seconds = (n: number) => n * step;
  return {
    reference: seconds(refCount),
    missed: seconds(missed),
    falseAlarm: seconds(falseAlarm),
    confusion: seconds(confusion),
    der: refCount === 0 ? 0 : (missed + falseAlarm + confusion) / refCount,
  };
}

/**
 * The one-to-one mapping of hypothesis speakers to reference speakers (-1: none) with the most time
 * in common: exact, by dynamic programming over the subsets of reference speakers taken (a handful
 * of speakers in a conversation; 2^refCount states).
 */
function bestMapping(together: number[][], refCount: number): number[] {
  if (refCount > 16) throw new Error(`too many reference speakers to map exactly: ${refCount}`);
  const states = 1 << refCount;
  // best[h][mask]: most common time using hypothesis speakers h.. with reference speakers in mask taken.
  const best = Array.from({ length: together.length + 1 }, () => new Float64Array(states));
  for (let h = together.length - 1; h >= 0; h--) {
    for (let mask = 0; mask < states; mask++) {
      let value = best[h + 1]![mask]!;
      for (let r = 0; r < refCount; r++) if (!(mask & (1 << r))) value = Math.max(value, together[h]![r]! + best[h + 1]![mask | (1 << r)]!);
      best[h]![mask] = value;
    }
  }
  const mapping: number[] = [];
  let mask = 0;
  for (let h = 0; h < together.length; h++) {
    let choice = -1;
    for (let r = 0; r < refCount; r++) {
      if (mask & (1 << r)) continue;
      if (together[h]![r]! + best[h + 1]![mask | (1 << r)]! > best[h + 1]![mask]! && together[h]![r]! + best[h + 1]![mask | (1 << r)]! === best[h]![mask]!) {
        choice = r;
        break;
      }
    }
    mapping.push(choice);
    if (choice >= 0) mask |= 1 << choice;
  }
  return mapping;
}
