import { IBAN_LENGTHS, ibanValid } from './checksums.ts';
import { numberCue, type DigitRun } from './digit-runs.ts';
import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

/** Fewest digits after a country's letters for an IBAN whose check fails to be taken by its shape. */
const SHAPE_DIGITS = 12;

/**
 * IBANs: a country's two letters (written "TR33 0006 …", "TR330006…", or said letter by letter
 * "T R" before the digits), then the digits, said or written in groups. Taken when mod 97 says it
 * is one, at the country's length; or, as a recognizer writes one it misheard (a digit dropped, a
 * letter group as a word: "GB82 West 1234 5698765432"), by its shape: the letters written on with
 * their digits ("FR1420…"), or after an account's cue, then at least 12 digits in letters-and-digits
 * groups, up to the country's length. A country the recognizer misheard ("s9012…", "H0504…", "L91
 * up in a 0-4-1716…") is taken by that shape alone, up to the longest IBAN.
 */
export function ibanSpans(tokens: readonly PiiToken[], runs: readonly DigitRun[]): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const runAt = new Map(runs.map((run) => [run.first, run]));
  for (let i = 0; i < tokens.length; i++) {
    const start = countryAt(tokens, i);
    if (!start) continue;
    if (start.country === null) {
      const shaped = shapeEnd(tokens, runAt, start.next, start.rest, LONGEST);
      if (shaped !== null) spans.push({ kind: 'IBAN', first: i, last: shaped });
      continue;
    }
    const text = start.country + start.rest;
    const length = IBAN_LENGTHS[start.country]!;
    if (text.length === length && ibanValid(text)) {
      spans.push({ kind: 'IBAN', first: i, last: start.next - 1 });
      continue;
    }
    // Written in groups of four, letters among them (GB29 NWBK 6016 1331 9268 19).
    const written = writtenGroupsEnd(tokens, start.next, text, length);
    if (written !== null) {
      spans.push({ kind: 'IBAN', first: i, last: written });
      continue;
    }
    // Said (or written) as a run of numbers: its groups up to the country's length.
    const run = runAt.get(start.next);
    const said = run ? saidEnd(run, text, length) : null;
    if (said !== null) {
      spans.push({ kind: 'IBAN', first: i, last: said });
      continue;
    }
    // Its letters written on with digits, said one by one ("g b one five…"), or after an account's cue.
    const shapely = start.rest !== '' || start.next === i + 2 || numberCue(tokens, i) === 'IBAN';
    const shaped = shapely ? shapeEnd(tokens, runAt, start.next, start.rest, length) : null;
    if (shaped !== null) spans.push({ kind: 'IBAN', first: i, last: shaped });
  }
  return spans;
}

function saidEnd(run: DigitRun, text: string, length: number): number | null {
  for (const group of run.groups) {
    text += group.digits;
    if (text.length === length && ibanValid(text)) return group.last;
    if (text.length >= length) break;
  }
  return null;
}

/**
 * The last word of an IBAN's shape from word `from` on (`rest`: what was written on with the
 * letters), or null: numbers said or written, and groups of letters and digits; a word of letters
 * only is a group when short ("WEST", "M", "middle" for MIDL).
 */
function shapeEnd(tokens: readonly PiiToken[], runAt: ReadonlyMap<number, DigitRun>, from: number, rest: string, length: number): number | null {
  let digits = rest.replace(/\D/g, '').length;
  let chars = rest.length;
  let end: number | null = digits >= SHAPE_DIGITS ? from - 1 : null;
  for (let k = from; k < tokens.length; k++) {
    const run = runAt.get(k);
    const group = run ? run.groups.map((g) => g.digits).join('') : tokens[k]!.core.replace(/[-,]/g, '').toUpperCase();
    if (!run && (!/^[A-Z0-9]+$/.test(group) || (!/\d/.test(group) && group.length > 6))) break;
    if (run) k = run.last;
    // A bank's four letters heard as a longer word ("middle" for MIDL) take their four places.
    chars += /\d/.test(group) ? group.length : Math.min(group.length, 4);
    digits += group.replace(/\D/g, '').length;
    // Past the country's length by two at most: a recognizer writes a digit or two more than was said.
    if (chars > length) break;
    // A word of letters ends nothing: the sentence may go on with it ("… 6906 today").
    if (digits >= SHAPE_DIGITS && /\d/.test(group)) end = k;
  }
  return end;
}

/** Longest IBAN of any country (ISO 13616): the limit of one whose country was misheard. */
const LONGEST = 34;

/**
 * A country's letters at word `i` ("TR33", "TR", "T R", "tr", "DE-4450…"): the country, digits
 * written on with it, and the word after. A recognizer that drops or mishears a letter of it
 * ("s9012…" for ES91…, "H0504…" for CH05…, "L91" for NL91) leaves one letter, or two of no
 * country, written on with digits, or only the digits and letters after it ("60X0542…"): kept
 * with `country` null, for its shape alone.
 */
function countryAt(tokens: readonly PiiToken[], i: number): { country: string | null; rest: string; next: number } | null {
  const word = tokens[i]!.core.replace(/[.,\s-]/g, '').toUpperCase();
  const joined = /^([A-Z]{1,2})(\d[\dA-Z]*)?$/.exec(word);
  if (joined && IBAN_LENGTHS[joined[1]!]) return { country: joined[1]!, rest: joined[2] ?? '', next: i + 1 };
  if (joined?.[2] && /^\d\d/.test(joined[2])) return { country: null, rest: joined[2], next: i + 1 };
  // Its letters heard as a word ("its 60X0542…" for IT60 X054…): digits with a letter among them.
  if (/^\d+[A-Z][\dA-Z]*$/.test(word)) return { country: null, rest: word, next: i + 1 };
  const next = tokens[i + 1]?.core.replace(/\./g, '').toUpperCase();
  if (/^[A-Z]$/.test(word) && next && /^[A-Z]$/.test(next) && IBAN_LENGTHS[word + next]) return { country: word + next, rest: '', next: i + 2 };
  return null;
}

function writtenGroupsEnd(tokens: readonly PiiToken[], from: number, text: string, length: number): number | null {
  for (let k = from; k < tokens.length && /^[A-Z0-9]{1,8}$/.test(tokens[k]!.core); k++) {
    text += tokens[k]!.core;
    if (text.length === length) return ibanValid(text) ? k : null;
    if (text.length > length) return null;
  }
  return null;
}
