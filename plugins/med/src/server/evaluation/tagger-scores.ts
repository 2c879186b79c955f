import { MEDICAL_CATEGORIES, type MedicalCategory } from '../../contract/medical-categories.ts';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import type { TaggedSpan } from '../tagging/tag-words.ts';
import { readMarkedSentence } from './marked-sentences.ts';

export interface CategoryScore {
  category: MedicalCategory | 'all';
  /** Terms meant, terms found, and found terms that match a meant one exactly (same words, same category). */
  expected: number;
  found: number;
  correct: number;
  precision: number;
  recall: number;
}

export interface TaggerMistake {
  sentence: string;
  missed: string[];
  wrong: string[];
}

const key = (span: TaggedSpan) => `${span.first}:${span.length}:${span.category}`;
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/**
 * Precision and recall of a tagger on marked sentences, per category and overall. A term counts
 * as found only with exactly its words and its category; a part of it, or the right words under
 * another category, is both a miss and a wrong find.
 */
export function scoreTagger(
  sentences: readonly string[],
  lexicon: MedicalLexicon,
  tag: (words: readonly string[]) => TaggedSpan[],
): { scores: CategoryScore[]; mistakes: TaggerMistake[] } {
  const counts = new Map<MedicalCategory, { expected: number; found: number; correct: number }>(MEDICAL_CATEGORIES.map((c) => [c, { expected: 0, found: 0, correct: 0 }]));
  const mistakes: TaggerMistake[] = [];
  for (const marked of sentences) {
    const sentence = readMarkedSentence(marked, lexicon.language);
    const expected = new Map(sentence.terms.map((term) => [key(term), term]));
    const found = new Map(tag(sentence.words).map((term) => [key(term), term]));
    const show = (span: TaggedSpan) => `${sentence.words.slice(span.first, span.first + span.length).join(' ')}|${span.category}`;
    for (const [k, term] of expected) {
      counts.get(term.category)!.expected++;
      if (found.has(k)) counts.get(term.category)!.correct++;
    }
    for (const term of found.values()) counts.get(term.category)!.found++;
    const missed = [...expected].filter(([k]) => !found.has(k)).map(([, t]) => show(t));
    const wrong = [...found].filter(([k]) => !expected.has(k)).map(([, t]) => show(t));
    if (missed.length || wrong.length) mistakes.push({ sentence: sentence.text, missed, wrong });
  }
  const scores: CategoryScore[] = [...counts].map(([category, c]) => ({ category, ...c, precision: ratio(c.correct, c.found), recall: ratio(c.correct, c.expected) }));
  const total = scores.reduce((sum, s) => ({ expected: sum.expected + s.expected, found: sum.found + s.found, correct: sum.correct + s.correct }), { expected: 0, found: 0, correct: 0 });
  scores.push({ category: 'all', ...total, precision: ratio(total.correct, total.found), recall: ratio(total.correct, total.expected) });
  return { scores, mistakes };
}
