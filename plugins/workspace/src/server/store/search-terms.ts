/**
 * The words of a text as the full-text index holds them, the same on both stores: SQLite's FTS5
 * tokenizes with `unicode61 remove_diacritics 2` (workspace migration 3), and PostgreSQL's index
 * is built from these terms, so a word finds the same segments on either. A term is a run of
 * letters and digits, case-folded, with the diacritics of Latin letters removed ("Zürich" is
 * "zurich", "ΟΔΟΣ" is "οδοσ"; Cyrillic "й" stays "й"). It answers as FTS5 does for every letter
 * of Unicode 6.1, whose tables FTS5 uses; letters added to Unicode since may differ.
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    const term = ASCII.test(token) ? token.toLowerCase() : Array.from(token, foldOnce).join('');
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * PostgreSQL's `sent_terms` and `kw_terms` of a segment (workspace migration 1) for the text given:
 * its terms, one space between them, which the full-text column is generated from. The store
 * writes them with the text; a copy of a SQLite store into PostgreSQL fills them from its rows.
 */
export function segmentTermColumns(text: { sent?: string; kw?: string }): { sent_terms?: string; kw_terms?: string } {
  const terms = (value: string) => searchTerms(value).join(' ');
  return { ...(text.sent !== undefined && { sent_terms: terms(text.sent) }), ...(text.kw !== undefined && { kw_terms: terms(text.kw) }) };
}

// The combining marks FTS5 counts as part of a word and then removes; other marks separate words.
const REMOVED_MARKS = '\\u0300-\\u0304\\u0306-\\u030c\\u030f\\u0311\\u031b\\u0323-\\u0328\\u032d\\u032e\\u0330\\u0331';
const TOKEN = new RegExp(`[\\p{L}\\p{N}\\p{Co}${REMOVED_MARKS}]+`, 'gu');
const REMOVED = new RegExp(`^[${REMOVED_MARKS}]$`, 'u');
const ASCII = /^[A-Za-z0-9]+$/;

const folded = new Map<string, string>();
function foldOnce(char: string): string {
  let term = folded.get(char);
  if (term === undefined) folded.set(char, (term = fold(char)));
  return term;
}

function fold(char: string): string {
  if (REMOVED.test(char)) return '';
  // FTS5 keeps the Turkish dotless i apart from i, and ǡ (a with two marks) as it is.
  if (char === 'ı') return char;
  // Through upper case, as case folding does: final sigma is sigma, long s is s, micro is mu.
  const upper = char.toUpperCase();
  const lower = Array.from(upper).length === 1 ? upper.toLowerCase() : char.toLowerCase();
  if (lower === 'ǡ') return lower;
  const base = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /^[a-z]$/.test(base) ? base : lower;
}
