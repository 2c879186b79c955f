import { numeralOf } from '../entities/turkish-numerals.ts';

/**
 * Numbers as people say them, read back into digits: "five five five one two three four" ->
 * 5551234, "nineteen eighty four" -> 1984, "oh two oh seven" -> 0207, "double five" -> 55; in
 * Turkish "sıfır beş yüz otuz iki yüz yirmi üç" -> 0532123. A phone, a card or an IBAN is said in
 * groups, each group a number of its own, so the digits are the groups' values one after another.
 */
export type NumberWord =
  | { kind: 'digit'; value: number }
  | { kind: 'teen'; value: number }
  | { kind: 'tens'; value: number }
  | { kind: 'hundred' }
  | { kind: 'thousand' }
  | { kind: 'zero' }
  | { kind: 'repeat'; times: number };

const EN_UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A word of a spoken number (lower case, no punctuation), or null. "oh" counts only inside a number: the caller decides. */
export function numberWord(word: string, language: string): NumberWord | null {
  if (language === 'tr') {
    if (word === 'sıfır') return { kind: 'zero' };
    const numeral = numeralOf(word);
    if (!numeral) return null;
    const { value } = numeral;
    if (value < 10) return { kind: 'digit', value };
    if (value < 100) return { kind: 'tens', value };
    if (value === 100) return { kind: 'hundred' };
    return value === 1000 ? { kind: 'thousand' } : null;
  }
  if (word === 'zero' || word === 'oh' || word === 'o') return { kind: 'zero' };
  if (word === 'double') return { kind: 'repeat', times: 2 };
  if (word === 'triple') return { kind: 'repeat', times: 3 };
  if (word === 'hundred') return { kind: 'hundred' };
  if (word === 'thousand') return { kind: 'thousand' };
  let at = EN_UNITS.indexOf(word);
  if (at >= 0) return { kind: 'digit', value: at + 1 };
  at = EN_TEENS.indexOf(word);
  if (at >= 0) return { kind: 'teen', value: at + 10 };
  at = EN_TENS.indexOf(word);
  return at >= 0 ? { kind: 'tens', value: (at + 2) * 10 } : null;
}

/** A number said as one: its digits, and which words (indices into the list given) it spans. */
export interface SpokenGroup {
  digits: string;
  first: number;
  last: number;
}

interface Group {
  first: number;
  last: number;
  high: number;
  low: number;
  hundred: boolean;
  tens: boolean;
  units: boolean;
  thousand: boolean;
}

/**
 * The groups of a run of number words (or digits already written, which are a group each), in order.
 * A word starts a new group where it cannot continue the last one: a unit after a unit ("five
 * five"), tens after tens or a unit ("five fifty"), "hundred" after tens.
 */
export function spokenGroups(words: readonly (NumberWord | string)[]): SpokenGroup[] {
  const groups: SpokenGroup[] = [];
  let current: Group | undefined;
  let repeat = 0;
  const flush = () => {
    if (current) groups.push({ digits: String(current.high + current.low), first: current.first, last: current.last });
    current = undefined;
  };
  const fresh = (i: number, low: number, flags: Partial<Group>): Group => ({ first: i, last: i, high: 0, low, hundred: false, tens: false, units: false, thousand: false, ...flags });
  words.forEach((word, i) => {
    if (typeof word === 'string') {
      flush();
      groups.push({ digits: word, first: i, last: i });
      return;
    }
    const open = current && (current.hundred || current.thousand);
    switch (word.kind) {
      case 'zero':
        flush();
        if (repeat) {
          groups[groups.length - 1] = { digits: '0'.repeat(repeat), first: i - 1, last: i };
          repeat = 0;
        } else groups.push({ digits: '0', first: i, last: i });
        break;
      case 'repeat':
        flush();
        repeat = word.times;
        groups.push({ digits: '', first: i, last: i });
        break;
      case 'digit':
        if (repeat) {
          groups[groups.length - 1] = { digits: String(word.value).repeat(repeat), first: i - 1, last: i };
          repeat = 0;
        } else if (current && !current.units && (current.tens || open)) {
          current.low += word.value;
          current.units = true;
          current.last = i;
        } else {
          flush();
          current = fresh(i, word.value, { units: true });
        }
        break;
      case 'teen':
      case 'tens':
        if (current && open && !current.units && !current.tens) {
          current.low += word.value;
          current.tens = true;
          // A teen fills the units place too: nothing adds to "hundred and twelve".
          current.units = word.kind === 'teen';
          current.last = i;
        } else {
          flush();
          current = fresh(i, word.value, { tens: true, units: word.kind === 'teen' });
        }
        break;
      case 'hundred':
        if (current && current.thousand && current.low === 0) {
          // "bin yüz" (1100), "two thousand hundred": a hundred after the thousands.
          current.low = 100;
          current.hundred = true;
          current.last = i;
        } else if (current && current.units && !current.tens && !current.hundred && current.low < 10) {
          current.low *= 100;
          current.hundred = true;
          current.units = false;
          current.last = i;
        } else {
          flush();
          current = fresh(i, 100, { hundred: true });
        }
        break;
      case 'thousand':
        if (current && !current.thousand) {
          current.high = (current.low || 1) * 1000;
          current.low = 0;
          Object.assign(current, { thousand: true, hundred: false, tens: false, units: false, last: i });
        } else {
          flush();
          current = fresh(i, 0, { high: 1000, thousand: true });
        }
        break;
    }
  });
  flush();
  return groups.filter((g) => g.digits.length > 0);
}
