import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { MedicalTerm } from '../../contract/med-api.ts';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { normalizeWord } from '../lexicon/normalize.ts';
import { tagWords } from './tag-words.ts';

interface Token {
  /** As recognized (punctuation trimmed), for the term's text. */
  text: string;
  normalized: string;
  start: number;
  end: number;
}

const trimPunctuation = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const round = (t: number) => Math.round(t * 1000) / 1000;

/**
 * The segment's words with their times: the recognizer's word timings, or, from an engine that
 * gave none, the words of its text with the segment's own start and end.
 */
function tokensOf(segment: Pick<RecognizedSegment, 'start' | 'end' | 'sent' | 'words'>, language: string): Token[] {
  const timed = segment.words.length > 0
    ? segment.words.map((word) => ({ text: word.w, start: word.start, end: word.end }))
    : segment.sent.split(/\s+/).map((text) => ({ text, start: segment.start, end: segment.end }));
  return timed
    .flatMap((token) => token.text.trim().split(/\s+/).map((text) => ({ ...token, text: trimPunctuation(text), normalized: normalizeWord(text, language) })))
    .filter((token) => token.normalized.length > 0);
}

/** The medical terms said in one segment, with the times of their words. */
export function segmentTerms(segment: Pick<RecognizedSegment, 'start' | 'end' | 'sent' | 'words'>, lexicon: MedicalLexicon): MedicalTerm[] {
  const tokens = tokensOf(segment, lexicon.language);
  return tagWords(tokens.map((token) => token.normalized), lexicon).map(({ first, length, category }) => {
    const words = tokens.slice(first, first + length);
    return { text: words.map((word) => word.text).join(' '), category, start: round(words[0]!.start), end: round(words.at(-1)!.end) };
  });
}
