/**
 * The `oa` label ("opinion analysis"): the polarity of what a segment says, 'positive',
 * 'negative' or 'neutral', attached per segment when a recognition asks for `oa=true`.
 *
 * Why a lexicon scorer: it runs offline in microseconds, needs no model download, works the
 * same for English and Turkish, and every label can be explained by the words that caused it.
 *
 * How: every polarity word (english-lexicon.ts, turkish-lexicon.ts) counts +1 or -1, 1.5 after
 * an intensifier (very, really, çok, gerçekten, hiç). Negation flips a word's sign: in English a
 * negator (not, no, never, any n't contraction, ...) up to 3 words before it ("not good", "not
 * very good", "no problem"); in Turkish `değil` or `yok` up to 3 words after it ("iyi değil",
 * "hiçbir sorun yok"), or the verb's own negative suffix ("beğenmedim"). Negation and emphasis
 * stop at punctuation. The sum is the score: at least +1 is 'positive', at most -1 'negative',
 * anything in between (no polarity words, or as much good as bad) 'neutral'.
 * Other languages are scored with the English lists.
 */
import type { OA_LABELS } from '@speechdeck/plugin-workspace';
import { ENGLISH_NEGATIVE, ENGLISH_POSITIVE } from './english-lexicon.ts';
import { baseLanguage, clausesOf, wordsOf } from './text-words.ts';
import { TURKISH_STEMS } from './turkish-lexicon.ts';

export type OaLabel = (typeof OA_LABELS)[number];

export const LABEL_THRESHOLD = 1;
const INTENSITY = 1.5;
const NEGATION_REACH = 3;

const ENGLISH_NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without', 'hardly', 'barely', 'cannot']);
const ENGLISH_INTENSIFIERS = new Set(['very', 'really', 'so', 'extremely', 'absolutely', 'totally', 'incredibly', 'truly', 'super', 'highly']);
const TURKISH_NEGATORS = new Set(['değil', 'değildi', 'değilim', 'değilsin', 'değiliz', 'değiller', 'değilmiş', 'değildir', 'yok', 'yoktu', 'yokmuş', 'yoktur']);
const TURKISH_INTENSIFIERS = new Set(['çok', 'gerçekten', 'hiç', 'hiçbir', 'aşırı', 'oldukça', 'en', 'derece']);

/** What may follow a Turkish verb stem: tense, mood, person, negation and participle suffixes. */
const TURKISH_VERB_SUFFIX = /^(?:[ıiuü]yor|[dt][ıiuü]|[ae]r|[ıiuü]r|[ae]c[ae]k|m[ıiuü]ş|m[ae]|m[ıiuü]yor|s[ae]|[ıiuü]n|[ae]l[ıi]m)/;
/** The negative -me/-ma (sevmedim, sevmem, sevmeyecek) and -mi-yor (sevmiyorum), but not -mek or -meli. */
const TURKISH_NEGATIVE_SUFFIX = /^(?:m[ae](?!k|l[ıi])|m[ıiuü]yor)/;

export function analyzeSentiment(text: string, language: string): OaLabel {
  const score = sentimentScore(text, language);
  if (score >= LABEL_THRESHOLD) return 'positive';
  if (score <= -LABEL_THRESHOLD) return 'negative';
  return 'neutral';
}

/** The summed polarity the label is read from; exported so the threshold can be explained with numbers. */
export function sentimentScore(text: string, language: string): number {
  const scoreClause = baseLanguage(language) === 'tr' ? turkishClause : englishClause;
  return clausesOf(text).reduce((sum, clause) => sum + scoreClause(wordsOf(clause, language)), 0);
}

function englishClause(words: string[]): number {
  let score = 0;
  let negationLeft = 0;
  let boost = 1;
  for (const word of words) {
    if (ENGLISH_NEGATORS.has(word) || word.endsWith("n't")) {
      negationLeft = NEGATION_REACH;
      continue;
    }
    if (ENGLISH_INTENSIFIERS.has(word)) {
      boost = INTENSITY;
      continue;
    }
    const polarity = ENGLISH_POSITIVE.has(word) ? 1 : ENGLISH_NEGATIVE.has(word) ? -1 : 0;
    if (polarity !== 0) {
      score += polarity * boost * (negationLeft > 0 ? -1 : 1);
      negationLeft = 0;
    } else {
      negationLeft = Math.max(0, negationLeft - 1);
    }
    boost = 1;
  }
  return score;
}

function turkishClause(words: string[]): number {
  let score = 0;
  let boost = 1;
  let last: { at: number; value: number } | null = null;
  words.forEach((word, at) => {
    if (TURKISH_NEGATORS.has(word)) {
      // "değil" negates what came before it: take the last word's value back, then its opposite.
      if (last && at - last.at <= NEGATION_REACH) score -= 2 * last.value;
      last = null;
      return;
    }
    if (TURKISH_INTENSIFIERS.has(word)) {
      boost = INTENSITY;
      return;
    }
    const polarity = turkishPolarity(word);
    if (polarity !== 0) {
      last = { at, value: polarity * boost };
      score += last.value;
    }
    boost = 1;
  });
  return score;
}

function turkishPolarity(word: string): number {
  for (const { stem, verb, polarity } of TURKISH_STEMS) {
    if (!verb && stem.length <= 3) {
      if (word === stem) return polarity;
      continue;
    }
    if (!word.startsWith(stem)) continue;
    const rest = word.slice(stem.length);
    if (!verb || rest === '') return polarity;
    if (TURKISH_VERB_SUFFIX.test(rest)) return TURKISH_NEGATIVE_SUFFIX.test(rest) ? -polarity : polarity;
  }
  return 0;
}
