/**
 * Turns what a person types into a safe FTS5 query: words (AND), `word*` prefixes, and
 * "quoted phrases". FTS5 syntax characters in the input never reach the engine unquoted.
 * Answers null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const parts: string[] = [];
  const pattern = /"([^"]*)"|([\p{L}\p{N}]+)(\*)?/gu;
  for (const match of input.matchAll(pattern)) {
    const [, phrase, word, star] = match;
    if (phrase !== undefined) {
      const words = phrase.match(/[\p{L}\p{N}]+/gu);
      if (words) parts.push(`"${words.join(' ')}"`);
    } else if (word) {
      parts.push(`"${word}"${star ?? ''}`);
    }
  }
  return parts.length ? parts.join(' ') : null;
}
