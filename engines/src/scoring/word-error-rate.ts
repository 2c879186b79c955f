/**
 * Word error rate: word-level Levenshtein distance (substitutions + deletions + insertions) divided
 * by the number of reference words, after normalizing both texts the same way.
 */
export function wordErrorRate(reference: string, hypothesis: string): { wer: number; errors: number; referenceWords: number } {
  const ref = normalizeWords(reference);
  const hyp = normalizeWords(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  const errors = previous[hyp.length]!;
  return { wer: ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : errors / ref.length, errors, referenceWords: ref.length };
}

/** Spelling variants that are not recognition errors (as in Whisper's English normalizer). */
const SPELLED_OUT: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor' };

/** Lower case, no punctuation, apostrophes kept inside words, title abbreviations spelled out. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .map((word) => SPELLED_OUT[word] ?? word);
}
