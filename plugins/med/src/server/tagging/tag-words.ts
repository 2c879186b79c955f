import type { MedicalCategory } from '../../contract/medical-categories.ts';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { doseLength } from './dose-patterns.ts';

export interface TaggedSpan {
  /** Index of the first word and how many words the term spans. */
  first: number;
  length: number;
  category: MedicalCategory;
}

interface Found extends TaggedSpan {
  contextOnly: boolean;
  bare: boolean;
}

/** Categories that head a compound after an organ: "knee pain", "brain MRI", "diz ameliyatı". */
const HEADS: ReadonlySet<MedicalCategory> = new Set(['condition', 'test', 'procedure']);

/**
 * The medical terms in one stretch of speech (normalized words): the longest term at each word,
 * doses first; an organ said bare right before a condition, test or procedure joins it ("chest
 * pain", "akciğer röntgeni"); words with an everyday sense count only when a term without one
 * is in the same stretch.
 */
export function tagWords(words: readonly string[], lexicon: MedicalLexicon): TaggedSpan[] {
  const { forms } = lexicon;
  const found: Found[] = [];
  for (let i = 0; i < words.length;) {
    const dose = doseLength(words, i, lexicon.language, forms);
    if (dose > 0) {
      found.push({ first: i, length: dose, category: 'dose', contextOnly: false, bare: true });
      i += dose;
      continue;
    }
    const match = lexicon.match(words, i);
    if (match) {
      found.push({ first: i, length: match.length, category: match.category, contextOnly: match.contextOnly, bare: match.bare });
      i += match.length;
    } else i++;
  }
  const merged: Found[] = [];
  for (const span of found) {
    const previous = merged.at(-1);
    if (previous && previous.category === 'anatomy' && previous.bare && HEADS.has(span.category) && previous.first + previous.length === span.first) {
      merged[merged.length - 1] = { ...span, first: previous.first, length: previous.length + span.length, contextOnly: previous.contextOnly && span.contextOnly };
    } else merged.push(span);
  }
  const inContext = merged.some((span) => !span.contextOnly);
  return merged.filter((span) => inContext || !span.contextOnly).map(({ first, length, category }) => ({ first, length, category }));
}
