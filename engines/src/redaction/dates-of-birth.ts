import { WRITTEN_DATE, type PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

const MONTHS_EN = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];
const MONTHS_TR = ['ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık'];
const ORDINAL_WORDS = new Set([
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth',
  'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'thirtieth',
]);
/** Separators of a written date as said or heard: "11 slash 23 slash 1985". */
const SEPARATOR_WORDS = new Set(['slash', 'dash', 'bölü']);
const YEAR = /^\d{2}(\d{2})?$/;

/** How many words each part of a date said with its separators may take: "zero four", "seventeen", "nineteen hundred seventy five". */
const SAID_PART_WORDS = [2, 2, 4];

/** The last word of a date said with its separators from word `i` ("11 slash 23 slash 1985", "zero four slash seventeen slash nineteen seventy five"), or null. */
function saidWithSeparators(tokens: readonly PiiToken[], i: number): number | null {
  const numeral = (k: number) => tokens[k] !== undefined && (/^\d{1,4}$/.test(tokens[k]!.core) || tokens[k]!.number !== undefined);
  let at = i;
  for (const [part, words] of SAID_PART_WORDS.entries()) {
    if (part > 0) {
      if (!SEPARATOR_WORDS.has(tokens[at]?.lower ?? '')) return null;
      at++;
    }
    const start = at;
    while (at < start + words && numeral(at)) at++;
    if (at === start) return null;
  }
  return at - 1;
}

/** The last word of a written date said with its separators, or split by a recognizer ("11-23- 1985"), from word `i`, or null. */
function splitDateEnd(tokens: readonly PiiToken[], i: number): number | null {
  const said = saidWithSeparators(tokens, i);
  if (said !== null) return said;
  if (/^\d{1,2}[./-]\d{1,2}[./-]?$/.test(tokens[i]!.raw.replace(/,$/, '')) && YEAR.test(tokens[i + 1]?.core ?? '')) return i + 1;
  return null;
}

/** Small words inside a said date: "the fifth of May", "May the fifth". */
const DATE_FILLERS = new Set(['the', 'of']);

const isMonth = (word: string, language: string) =>
  MONTHS_EN.includes(word) || (language === 'tr' && MONTHS_TR.some((month) => word === month || (word.startsWith(month) && word.length <= month.length + 3)));
/** A day or a year: digits, "5th", a number word, an ordinal word ("fifth", "twenty first"). */
const isDatePart = (token: PiiToken) => (token.digits !== undefined && token.digits.length > 0 && token.digits.length <= 4) || token.number !== undefined
  || ORDINAL_WORDS.has(token.lower) || /^\d{1,2}(st|nd|rd|th|'?(de|da|te|ta|inde|ında|unda|ünde))?$/.test(token.lower) || /^\d{4}'?(de|da|te|ta|ten|tan)?$/.test(token.lower);

/** Words that say the date is a birth date: "born", "birthday", "date of birth", "doğum tarihi", "doğdum", "doğumlu". */
function birthCue(tokens: readonly PiiToken[], first: number, last: number): boolean {
  for (let k = Math.max(0, first - 8); k <= Math.min(tokens.length - 1, last + 3); k++) {
    const word = tokens[k]!.lower;
    if (k >= first && k <= last) continue;
    if (word.startsWith('born') || word.startsWith('birth') || word === 'dob' || word.startsWith('doğ')) return true;
  }
  return false;
}

/**
 * Dates of birth: a date written (12.05.1984, 5/12/1984) or said with its month ("May 5th, 1984",
 * "the fifth of May nineteen eighty four", "12 Mayıs 1984", "on iki mayıs bin dokuz yüz seksen
 * dört") near a word saying it is a birth date. Any other date is not personal data by itself.
 */
export function dateOfBirthSpans(tokens: readonly PiiToken[], language: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let first = i;
    let last = i;
    const split = splitDateEnd(tokens, i);
    if (WRITTEN_DATE.test(tokens[i]!.core)) {
      // A written date, its Turkish ending after an apostrophe included ("12.05.1984'te").
    } else if (split !== null) {
      last = split;
    } else if (isMonth(tokens[i]!.lower, language)) {
      while (first > 0 && first > i - 5 && (isDatePart(tokens[first - 1]!) || DATE_FILLERS.has(tokens[first - 1]!.lower))) first--;
      while (last + 1 < tokens.length && last < i + 6 && (isDatePart(tokens[last + 1]!) || (DATE_FILLERS.has(tokens[last + 1]!.lower) && last === i))) last++;
      while (first < i && DATE_FILLERS.has(tokens[first]!.lower)) first++;
      while (last > i && DATE_FILLERS.has(tokens[last]!.lower)) last--;
      // A month alone ("in May") is no date.
      if (first === i && last === i) continue;
    } else continue;
    if (birthCue(tokens, first, last)) spans.push({ kind: 'DATE_OF_BIRTH', first, last });
    i = last;
  }
  return spans;
}
