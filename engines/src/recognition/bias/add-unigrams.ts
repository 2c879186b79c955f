import type { TrieLanguageModel } from './trie-language-model.ts';

/** The model with words added as unigrams, as the ARPA writer needs it. */
export interface BiasedLanguageModel {
  base: TrieLanguageModel;
  /** log10 probabilities and backoffs of every unigram: the base's words first, then the added ones. */
  words: string[];
  unigramProb: Float64Array;
  unigramBackoff: Float64Array;
}

const SENTENCE_START = '<s>';

/**
 * Adds `words` (those the model lacks) as unigrams of probability 10^log10Prob each, keeping the
 * model normalized: the other unigrams give up the mass the new ones take (scaled by 1 - P), and
 * each one-word history's backoff weight is recomputed so that its distribution still sums to 1
 * (its explicit bigrams keep their probabilities; the rest, now including the new words, is
 * reached by backoff). Two-word histories need nothing: their explicit trigrams lie under explicit
 * bigrams (the trie is reversed), whose probabilities do not change.
 */
export function addUnigrams(base: TrieLanguageModel, words: readonly string[], log10Prob: number): BiasedLanguageModel {
  const known = new Set(base.words);
  const added = [...new Set(words)].filter((word) => !known.has(word));
  const mass = added.length * 10 ** log10Prob;
  if (mass >= 0.5) throw new Error(`adding ${added.length} words at 10^${log10Prob} each would take ${mass.toFixed(2)} of the probability mass`);
  const keep = Math.log10(1 - mass);
  const n = base.words.length;

  // S[h]: the old unigram mass of the words h has explicit bigrams to.
  const explicitMass = new Float64Array(n);
  for (let w = 0; w < n; w++) {
    const p = 10 ** base.unigramProb[w]!;
    for (let b = base.bigramStart[w]!; b < base.bigramStart[w + 1]!; b++) explicitMass[base.bigramWord[b]!]! += p;
  }

  const unigramProb = new Float64Array(n + added.length);
  const unigramBackoff = new Float64Array(n + added.length);
  for (let w = 0; w < n; w++) {
    unigramProb[w] = base.words[w] === SENTENCE_START ? base.unigramProb[w]! : base.unigramProb[w]! + keep;
    const s = Math.min(explicitMass[w]!, 1);
    // alpha' / alpha = (1 - S) / (1 - (1 - P) S): the backed-off words now hold (1 - P) of their old mass plus P.
    unigramBackoff[w] = s > 0 ? base.unigramBackoff[w]! + Math.log10(1 - s) - Math.log10(1 - (1 - mass) * s) : base.unigramBackoff[w]!;
  }
  unigramProb.fill(log10Prob, n);
  return { base, words: [...base.words, ...added], unigramProb, unigramBackoff };
}
