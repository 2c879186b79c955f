import type { DigitRun } from './digit-runs.ts';
import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

const STREET_TYPES_EN = new Set([
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'way', 'court', 'ct', 'place', 'pl',
  'terrace', 'crescent', 'close', 'parkway', 'highway', 'square', 'row', 'grove', 'circle',
]);
/** Turkish address words: street, avenue, boulevard, neighbourhood, building (and their short forms). */
const STREET_HEADS_TR = ['caddesi', 'cadde', 'cad', 'sokak', 'sokağı', 'sok', 'bulvarı', 'mahallesi', 'mah', 'sitesi', 'apartmanı', 'yolu'];
const UNIT_WORDS = new Set(['apartment', 'apt', 'flat', 'suite', 'unit', 'floor', 'daire', 'kat', 'blok', 'no', 'numara', 'numaralı', 'number']);
const NOT_NAME = new Set(['the', 'a', 'on', 'at', 'in', 'to', 'from', 'of', 'and', 'is', 'my', 'our', 'live', 'lives', 'ben', 've', 'bir', 'de', 'da', 'adresim', 'adres']);

/**
 * Words counted before a street's kind that are no street's name: "a two hour drive", "three lane road".
 */
const MEASURES = new Set(['hour', 'hours', 'minute', 'minutes', 'mile', 'miles', 'block', 'blocks', 'day', 'days', 'week', 'weeks', 'year', 'years', 'time', 'times', 'lane', 'lanes', 'car', 'cars', 'more']);

const isHead = (word: string) => STREET_HEADS_TR.some((head) => word === head || word.startsWith(head) && word.length <= head.length + 4);
/** A word of a street's name; in text with capitals, a capitalized one. */
const isName = (token: PiiToken | undefined, cased: boolean) => !!token && /^\p{L}[\p{L}'’.-]*$/u.test(token.core) && !NOT_NAME.has(token.lower) && !token.number
  && (!cased || /^[\p{Lu}\p{N}]/u.test(token.core));
/**
 * A word of an English street's name between its house number and its kind, capitalized or not:
 * a recognizer writes "77 seeder lane" and "412 maple drive" in lower case, and the number before
 * and the kind after are cue enough.
 */
const isStreetName = (token: PiiToken | undefined) => isName(token, false) && !MEASURES.has(token!.lower);
/** A house number: digits (221, 221B, 12/3, a recognizer's 1,842) or a number said. */
const isHouseNumber = (token: PiiToken | undefined) => !!token && (/^(\d{1,5}[a-z]?(\/\d{1,3})?|\d{1,2},\d{3})$/i.test(token.core) || token.number !== undefined);

/**
 * Street addresses. English: a house number, one to three words of the street's name and its kind
 * ("221B Baker Street", "forty two Elm Road"), a flat after it ("apartment 4"). Turkish: one or two
 * name words before a street word ("Atatürk Caddesi", "Moda Mahallesi", "Gül Sokak") with a number
 * after it ("No 12", "numara kırk beş", "daire üç"), neighbourhood and street joined into one.
 */
export function addressSpans(tokens: readonly PiiToken[], runs: readonly DigitRun[]): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const cased = tokens.some((t) => /\p{Lu}/u.test(t.core));
  const runEnding = new Map(runs.map((run) => [run.last, run]));
  const runStarting = new Map(runs.map((run) => [run.first, run]));
  for (let i = 1; i < tokens.length; i++) {
    const word = tokens[i]!.lower;
    if (STREET_TYPES_EN.has(word.replace(/\.$/, ''))) {
      // Back over the street's name to its number: "221 Baker Street", "1600 Pennsylvania Avenue".
      let k = i - 1;
      while (k > 0 && k > i - 4 && isStreetName(tokens[k]) && !isHouseNumber(tokens[k])) k--;
      if (k === i - 1 && !isHouseNumber(tokens[k])) continue;
      if (!isHouseNumber(tokens[k]) || k === i - 1) continue;
      // A house number said in words ("forty two", "one eight four two"): the whole run when it is
      // as short as a house number, else its last group (digits before it are something else).
      const run = runEnding.get(k);
      const digits = run?.groups.map((g) => g.digits).join('') ?? '';
      const first = !run ? k : digits.length <= 5 ? run.groups[0]!.first : run.groups[run.groups.length - 1]!.first;
      spans.push({ kind: 'ADDRESS', first, last: unitsAfter(tokens, i, runStarting) });
    } else if (isHead(word)) {
      let first = i;
      while (first > 0 && first > i - 2 && isName(tokens[first - 1], cased)) first--;
      if (first === i) continue;
      const last = unitsAfter(tokens, i, runStarting);
      const joined = spans[spans.length - 1];
      // Neighbourhood then street: one address.
      if (joined && joined.kind === 'ADDRESS' && first - joined.last <= 1) joined.last = Math.max(joined.last, last);
      else if (last > i || isHead(tokens[i + 1]?.lower ?? '') || (i + 2 < tokens.length && isHead(tokens[i + 2]!.lower))) spans.push({ kind: 'ADDRESS', first, last });
    }
  }
  return spans;
}

/** The flat, door and floor numbers after a street: "No 12", "No: 5 Daire 3", "apartment 4B", "numara kırk beş". */
function unitsAfter(tokens: readonly PiiToken[], at: number, runStarting: ReadonlyMap<number, DigitRun>): number {
  let last = at;
  for (let k = at + 1; k < tokens.length && k <= last + 2;) {
    const token = tokens[k]!;
    if (UNIT_WORDS.has(token.lower.replace(/[.:]$/, '')) && tokens[k + 1] && (isHouseNumber(tokens[k + 1]) || /^\d+[a-z]?$/i.test(tokens[k + 1]!.core))) {
      const run = runStarting.get(k + 1);
      // "numara kırk beş daire üç": the first number said after the word, not the rest of the run.
      last = run ? run.groups[0]!.last : k + 1;
      k = last + 1;
    } else if (/^\d{1,4}[a-z]?(\/\d{1,3})?$/i.test(token.core) && k === at + 1) {
      last = k;
      k++;
    } else break;
  }
  return last;
}
