import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

const WRITTEN_EMAIL = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
/** "@" as said: "at" in English, "et" in Turkish (its letter name, as in "ayse et gmail nokta com"). */
const AT_WORDS = new Set(['at', 'et', '@']);
const DOT_WORDS = new Set(['dot', 'nokta', '.']);
const JOIN_WORDS = new Set(['dot', 'nokta', 'underscore', 'dash', 'hyphen', 'tire', 'alt']);
/** Endings of the domains people say; a name "at" a place that ends otherwise is not an address. */
const TLDS = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'co', 'uk', 'tr', 'de', 'fr', 'nl', 'info', 'biz', 'me', 'us', 'eu', 'ai', 'app', 'dev']);
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;
const DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(\p{L}{2,})$/u;

/**
 * E-mail addresses written ("john@example.com") or said ("john dot smith at example dot com",
 * "ayse et gmail nokta com"), or half and half as a recognizer writes them ("john at example.com").
 */
export function emailSpans(tokens: readonly PiiToken[]): PiiSpan[] {
  const spans: PiiSpan[] = [];
  tokens.forEach((token, i) => {
    if (WRITTEN_EMAIL.test(token.core)) spans.push({ kind: 'EMAIL', first: i, last: i });
  });
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!AT_WORDS.has(tokens[i]!.lower)) continue;
    const end = domainEnd(tokens, i + 1);
    if (end === null) continue;
    spans.push({ kind: 'EMAIL', first: localStart(tokens, i - 1), last: end });
  }
  return spans;
}

/** Where a said domain ends ("example dot com", "example.com", "gmail nokta com nokta tr"), or null if none starts at `at`. */
function domainEnd(tokens: readonly PiiToken[], at: number): number | null {
  const first = tokens[at];
  if (!first) return null;
  const written = DOMAIN.exec(first.lower);
  if (written && TLDS.has(written[1]!)) return at;
  if (!LABEL.test(first.lower)) return null;
  let end: number | null = null;
  for (let k = at + 1; k + 1 < tokens.length && DOT_WORDS.has(tokens[k]!.lower); k += 2) {
    const label = tokens[k + 1]!.lower;
    if (!LABEL.test(label)) break;
    if (TLDS.has(label)) end = k + 1;
  }
  return end;
}

/** The first word of the part before "at": "john dot smith", "ayse underscore yilmaz", or the one word. */
function localStart(tokens: readonly PiiToken[], last: number): number {
  let start = last;
  while (start >= 2 && JOIN_WORDS.has(tokens[start - 1]!.lower) && LABEL.test(tokens[start - 2]!.lower)) start -= 2;
  // "alt çizgi" is Turkish for underscore: two words.
  return start;
}
