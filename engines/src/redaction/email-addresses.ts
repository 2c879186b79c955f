import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

const WRITTEN_EMAIL = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
/** "@" as said: "at" in English, "et" in Turkish (its letter name, as in "ayse et gmail nokta com"). */
const AT_WORDS = new Set(['at', 'et', '@']);
const DOT_WORDS = new Set(['dot', 'nokta', '.']);
const JOIN_WORDS = new Set(['dot', 'nokta', 'underscore', 'dash', 'hyphen', 'tire', 'alt']);
/** Endings of the domains people say; a name "at" a place that ends otherwise is not an address. */
const TLDS = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'co', 'uk', 'tr', 'de', 'fr', 'nl', 'info', 'biz', 'me', 'us', 'eu', 'ai', 'app', 'dev']);
/** The endings a domain said without its dots may have: none of them an everyday word ("us", "me", "co"). */
const DOTLESS_TLDS = new Set(['com', 'org', 'net', 'edu', 'gov']);
/**
 * A domain whose ending the recognizer wrote on to its name ("at Gmailcom", "at Heartboard
 * Lightorg"): "com" or "org" after three letters or more, never a word's own ending (sitcom, telecom).
 */
const GLUED_ENDING = /^\p{L}{3,}(com|org)$/u;
const ENDING_WORDS = new Set(['sitcom', 'telecom', 'intercom', 'procom']);
/** How many words a domain said without its dots may take before its ending ("our bar light org"). */
const DOTLESS_WORDS = 3;
/** Words a sentence goes on with, which no domain heard without its dots is made of ("at night on the net"). */
const CLAUSE_WORDS = new Set(['the', 'a', 'an', 'on', 'in', 'of', 'to', 'for', 'with', 'and', 'or', 'is', 'are', 'was', 'this', 'that', 'my', 'your', 'his', 'her', 'their', 'its', 'it']);
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;
/** Words that say an e-mail address follows ("my email is", "her address is", "write to", "adresim"). */
const EMAIL_CUES = new Set(['email', 'e-mail', 'mail', 'address', 'write', 'contact', 'reach', 'adres', 'adresim', 'adresi', 'e-posta', 'posta']);
/** Words between a cue and the address it announces ("address is", "write to", "reach me at"). */
const CUE_LINKS = new Set(['is', 'to', 'me', 'us', 'at', 'was', 'be', 'on']);
/** How many words a written domain's address may take after its cue ("a million underscores.net outlet.com"). */
const CUED_WORDS = 4;
const DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(\p{L}{2,})$/u;
/**
 * A word with dots inside, as a recognizer writes an address whose "at" and ending it garbled
 * ("leaner.crowsetposto.g" for lena dot kraus at posteo dot de): a part of three letters or more,
 * so that "i.e." and "a.m." are none.
 */
const DOTTED = /^(?=.*\p{L}{3})[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+$/u;

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
    // A name part said with its dots or underscores is an address's for sure: its domain's first
    // label may be heard as two words ("dev dot team at that me dot org").
    const spelled = localStart(tokens, i - 1, false) < i - 1;
    const said = domainEnd(tokens, i + 1) ?? (spelled ? domainEnd(tokens, i + 2) : null);
    // "reach me at the okafor at lagos mail come": a second "at" before makes "come" the ending misheard.
    const atBefore = tokens.slice(Math.max(0, i - 3), i - 1).some((token) => AT_WORDS.has(token.lower));
    const dotless = said === null ? dotlessEnd(tokens, i + 1, atBefore) : null;
    const end = said ?? dotless;
    if (end === null) continue;
    spans.push({ kind: 'EMAIL', first: localStart(tokens, i - 1, dotless !== null), last: end });
  }
  return [...spans, ...cuedDomainSpans(tokens)];
}

/**
 * An address whose "at" the recognizer lost or wrote into a word ("her address is a million
 * underscores.net outlet.com", "underscorestoneatoutlook.com"): from the first word after an
 * e-mail's cue and its links to the last written domain within four words, or, with none, to the
 * last word with dots inside ("her email is leaner.crowsetposto.g"). A web address said after
 * "email" or "address" is taken too: a redactor in doubt takes it out.
 */
function cuedDomainSpans(tokens: readonly PiiToken[]): PiiSpan[] {
  const spans: PiiSpan[] = [];
  tokens.forEach((token, i) => {
    if (!EMAIL_CUES.has(token.lower)) return;
    let first = i + 1;
    while (first < tokens.length && CUE_LINKS.has(tokens[first]!.lower)) first++;
    let last: number | null = null;
    let dotted: number | null = null;
    for (let k = first; k < Math.min(tokens.length, first + CUED_WORDS); k++) {
      const domain = DOMAIN.exec(tokens[k]!.lower);
      if (domain && TLDS.has(domain[1]!)) last = k;
      else if (DOTTED.test(tokens[k]!.core)) dotted = k;
    }
    last ??= dotted;
    if (last !== null) spans.push({ kind: 'EMAIL', first, last });
  });
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

/**
 * A domain a recognizer wrote without its dots ("at cyber dine com", "at our bar light org"): up to
 * three words, then one of the endings no everyday word is, closing the sentence's clause; after a
 * second "at" (`atBefore`), "come" too; "co uk" ("at Ellis from Co-UK"); or its ending written on
 * to its last word ("at Gmailcom").
 */
function dotlessEnd(tokens: readonly PiiToken[], at: number, atBefore: boolean): number | null {
  for (let k = at; k <= at + DOTLESS_WORDS && k < tokens.length; k++) {
    const word = tokens[k]!.lower;
    if (k > at && (DOTLESS_TLDS.has(word) || (atBefore && word === 'come'))) return k;
    // "co uk" as one word or two ("at Ellis from Co-UK", "Co. UK").
    if (k > at && (word === 'co-uk' || (/^co\.?$/.test(word) && tokens[k + 1]?.lower === 'uk'))) return word === 'co-uk' ? k : k + 1;
    if (k === at + DOTLESS_WORDS || !LABEL.test(word) || CLAUSE_WORDS.has(word)) return null;
    if (GLUED_ENDING.test(word) && !ENDING_WORDS.has(word)) return k;
  }
  return null;
}

/**
 * The first word of the part before "at": "john dot smith", "ayse underscore yilmaz", or the one
 * word; for an address heard without its dots, a capitalized word before it too ("Rachel Nguyen at
 * harbor light org" was rachel.nguyen@…).
 */
function localStart(tokens: readonly PiiToken[], last: number, dotless: boolean): number {
  let start = last;
  while (start >= 2 && JOIN_WORDS.has(tokens[start - 1]!.lower) && LABEL.test(tokens[start - 2]!.lower)) start -= 2;
  // "alt çizgi" is Turkish for underscore: two words.
  if (dotless && start === last && start >= 1 && /^\p{Lu}/u.test(tokens[start]!.core) && /^\p{Lu}\p{L}*\.?$/u.test(tokens[start - 1]!.core) && !EMAIL_CUES.has(tokens[start - 1]!.lower)) start--;
  return start;
}
