import { searchTerms } from './search-terms.ts';

// What a tsvector's term may hold (workspace migration 1 leaves longer ones out).
const MAX_TERM_BYTES = 2048;

/** One part of what a person types: a word (`word*` a prefix) or a "quoted phrase". Every part must match. */
export interface SearchPart {
  words: string[];
  prefix: boolean;
}

/** Words, `word*` prefixes and "quoted phrases"; any other character only separates words. */
export function parseSearch(input: string): SearchPart[] {
  const parts: SearchPart[] = [];
  for (const [, phrase, word, star] of input.matchAll(/"([^"]*)"|([\p{L}\p{N}]+)(\*)?/gu)) {
    if (phrase !== undefined) {
      const words = phrase.match(/[\p{L}\p{N}]+/gu);
      if (words) parts.push({ words, prefix: false });
    } else if (word) {
      parts.push({ words: [word], prefix: star !== undefined });
    }
  }
  return parts;
}

/**
 * What a person types as a safe FTS5 query (SQLite). FTS5 syntax characters in the input never
 * reach the engine unquoted. Answers null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const parts = parseSearch(input).map(({ words, prefix }) => `"${words.join(' ')}"${prefix ? '*' : ''}`);
  return parts.length ? parts.join(' ') : null;
}

/**
 * The same as a PostgreSQL tsquery over the segments' `terms` (workspace migration 1), where the
 * text is weight A and the keywords weight B: `weights` names the columns to search. A phrase
 * must lie within one column, as in FTS5, so it is asked of each column apart. Terms are letters
 * and digits only (search-terms.ts), so quoting them needs no escapes. Answers null when nothing
 * searchable is left, or when a word is longer than PostgreSQL's index keeps (so none holds it).
 */
export function toTsQuery(input: string, weights: 'A' | 'AB'): string | null {
  const searched = parseSearch(input).map(({ words, prefix }) => ({ terms: words.flatMap(searchTerms), prefix }));
  if (searched.some(({ terms }) => terms.some((term) => Buffer.byteLength(term) >= MAX_TERM_BYTES))) return null;
  const parts = searched.flatMap(({ terms, prefix }) => {
    if (!terms.length) return [];
    const lexeme = (term: string, weight: string, last: boolean) => `'${term}':${prefix && last ? '*' : ''}${weight}`;
    if (terms.length === 1) return lexeme(terms[0]!, weights, true);
    const inColumn = (weight: string) => `(${terms.map((term, i) => lexeme(term, weight, i === terms.length - 1)).join(' <-> ')})`;
    return `(${Array.from(weights, inColumn).join(' | ')})`;
  });
  return parts.length ? parts.join(' & ') : null;
}
