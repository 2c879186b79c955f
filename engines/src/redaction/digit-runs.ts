import { luhnValid, tcKimlikValid } from './checksums.ts';
import type { PiiKind } from './pii-kinds.ts';
import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';
import { spokenGroups, type NumberWord, type SpokenGroup } from './spoken-numbers.ts';

/** A run of words that together say one number or several said in a row, with the groups it was said in. */
export interface DigitRun {
  first: number;
  last: number;
  /** Said with "plus" or written with "+" before it. */
  plus: boolean;
  /** Groups as word indices of the whole transcript. */
  groups: SpokenGroup[];
}

const PLUS_WORDS = new Set(['plus', 'artı']);
/** "two hundred and five": an "and" inside a number. */
const AND_WORDS = new Set(['and']);
/** Ordinary words a number is often said with ("o" is zero only between digits, "a hundred"). */
const isBare = (token: PiiToken) => token.lower === 'o' || token.lower === 'oh';

const numeric = (tokens: readonly PiiToken[], i: number): boolean => {
  const token = tokens[i];
  if (!token) return false;
  if (token.digits !== undefined && token.digits.length > 0) return true;
  if (!token.number) return false;
  // "oh" and "o" are zero only next to another number word or digits ("oh two oh seven").
  if (isBare(token)) return (hasValue(tokens[i - 1]) || hasValue(tokens[i + 1]));
  return true;
};
const hasValue = (token: PiiToken | undefined) => !!token && ((token.digits?.length ?? 0) > 0 || (!!token.number && !isBare(token)));

/** Every run of consecutive number words and written numbers (dates excepted), with "plus" before and "and" inside. */
export function digitRuns(tokens: readonly PiiToken[]): DigitRun[] {
  const runs: DigitRun[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!numeric(tokens, i)) continue;
    const plus = (i > 0 && PLUS_WORDS.has(tokens[i - 1]!.lower)) || tokens[i]!.plus === true;
    const first = plus && !tokens[i]!.plus ? i - 1 : i;
    const items: { at: number; item: NumberWord | string }[] = [];
    let j = i;
    for (; j < tokens.length; j++) {
      if (numeric(tokens, j)) items.push({ at: j, item: tokens[j]!.digits ?? tokens[j]!.number! });
      else if (AND_WORDS.has(tokens[j]!.lower) && items.length && numeric(tokens, j + 1) && /hundred|thousand/.test(tokens[j - 1]!.lower)) continue;
      else break;
    }
    const groups = spokenGroups(items.map((x) => x.item)).map((g) => ({ digits: g.digits, first: items[g.first]!.at, last: items[g.last]!.at }));
    runs.push({ first, last: j - 1, plus, groups });
    i = j - 1;
  }
  return runs;
}

const PHONE_CUES_EN = new Set(['phone', 'number', 'call', 'reach', 'mobile', 'cell', 'telephone', 'dial', 'ring', 'fax', 'text', 'extension', 'line']);
const PHONE_CUE_PREFIXES_TR = ['telefon', 'numara', 'cep', 'gsm', 'arayın', 'arayabilir', 'ulaş', 'hat'];

/** How far before a number a word may say what it is. */
const CUE_WORDS = 6;

/** The words within CUE_WORDS before `at`, nearest first. */
const wordsBefore = (tokens: readonly PiiToken[], at: number): string[] =>
  tokens.slice(Math.max(0, at - CUE_WORDS), at).map((token) => token.lower).reverse();

/** A word within the six before `at` that says a phone number follows. */
function phoneCue(tokens: readonly PiiToken[], at: number): boolean {
  return wordsBefore(tokens, at).some((word) => PHONE_CUES_EN.has(word) || word === 'ara' || PHONE_CUE_PREFIXES_TR.some((p) => word.startsWith(p)));
}

const CARD_CUES = new Set(['card', 'charge', 'visa', 'mastercard', 'amex', 'credit', 'debit', 'kart', 'kartı', 'kartım', 'kartımın', 'kredi']);
/** "count": "account" heard without its first syllable ("the count holder", "I count as"). */
const ACCOUNT_CUES = new Set(['iban', 'account', 'count', 'wire', 'transfer', 'hesap', 'hesabı', 'hesabım', 'hesabıma', 'havale', 'eft']);
/** A social security, identity or citizen number ("kimlik", "TC"). */
const ID_CUES = new Set(['identity', 'id', 'citizen', 'citizenship', 'national', 'social', 'ssn', 'kimlik', 'tc', 'vatandaşlık']);
/** Numbers said with what they are that no person is identified by. */
const NOT_PERSONAL_CUES = new Set([
  'order', 'tracking', 'ticket', 'reference', 'invoice', 'confirmation', 'booking', 'flight', 'serial', 'parcel', 'shipment', 'model',
  'sipariş', 'siparişin', 'takip', 'kargo', 'fatura', 'bilet', 'referans', 'sefer',
]);

/** What a cue word says follows. */
export type NumberCue = 'CARD' | 'IBAN' | 'ID_NUMBER' | 'NOT_PERSONAL';

/** What `word`, with the word after it, says a number is: a cue word, or one a recognizer split ("car done" for "card on"). */
function cueOf(word: string, next: string | undefined): NumberCue | null {
  if (CARD_CUES.has(word)) return 'CARD';
  // An IBAN's name misheard inside a word ("Swissibin", "Ibin").
  if (ACCOUNT_CUES.has(word) || /ib[ai]n/.test(word)) return 'IBAN';
  if (ID_CUES.has(word)) return 'ID_NUMBER';
  if (NOT_PERSONAL_CUES.has(word)) return 'NOT_PERSONAL';
  if (next !== undefined && word.length >= 2 && 'card'.startsWith(word) && (word + next).startsWith('card')) return 'CARD';
  return null;
}

/**
 * What the nearest cue within the six words before `at` says the number is: a card's, a bank
 * account's or an identity number, or one no person is identified by ("order number", "tracking
 * code"). "Number" alone says none of these (a phone's cue).
 */
export function numberCue(tokens: readonly PiiToken[], at: number): NumberCue | null {
  const words = wordsBefore(tokens, at);
  for (const [k, word] of words.entries()) {
    const cue = cueOf(word, k > 0 ? words[k - 1] : undefined);
    if (cue) return cue;
  }
  return null;
}

/**
 * What the digits are, by their check digits first (an identity number, a card); after a cue, by
 * their length alone (a recognizer that mishears one digit breaks the check, and a redactor in
 * doubt takes the number out); a long number said with nothing that says what it is, as a card or
 * an account in doubt too (its cue may be what the recognizer misheard; past a phone's 15 digits
 * after a phone's cue); then by a phone's shape or cue. One said as an order's or a parcel's is left.
 */
function kindOf(digits: string, plus: boolean, phone: boolean, cue: NumberCue | null): PiiKind | null {
  if (digits.length === 11 && tcKimlikValid(digits)) return 'ID_NUMBER';
  if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return 'CARD';
  if (cue === 'NOT_PERSONAL') return null;
  // Past a card's 19 digits too: Whisper writes "thousand" for some zeros ("5,3,000,000,…").
  if (cue === 'CARD' && digits.length >= 12 && digits.length <= 32) return 'CARD';
  if (cue === 'IBAN' && digits.length >= 12 && digits.length <= 32) return 'IBAN';
  if (cue === 'ID_NUMBER' && digits.length >= 9 && digits.length <= 12) return 'ID_NUMBER';
  if (plus && digits.length >= 7 && digits.length <= 15) return 'PHONE';
  if (cue === null && digits.length >= (phone ? 16 : 13)) return digits.length <= 19 ? 'CARD' : digits.length <= 32 ? 'IBAN' : null;
  if (digits.length < 7 || digits.length > 15) return null;
  // Turkey's nationwide numbers: 444 1 444.
  if (digits.length === 7 && digits.startsWith('444')) return 'PHONE';
  if (phone) return 'PHONE';
  // Without a cue, only the shapes of whole numbers: 10 digits (a US number), 10-11 from 0 (a Turkish trunk prefix).
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('0')) ? 'PHONE' : null;
}

/**
 * Phones, cards and identity numbers in the runs of digits. A run that is not one whole may hold
 * one in its groups (a card and its expiry said in one breath): the longest window of groups that
 * passes a checksum is taken.
 */
export function numberSpans(tokens: readonly PiiToken[], runs: readonly DigitRun[]): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const run of runs) {
    const digits = run.groups.map((g) => g.digits).join('');
    const kind = kindOf(digits, run.plus, phoneCue(tokens, run.first), numberCue(tokens, run.first));
    if (kind) {
      spans.push({ kind, first: run.first, last: run.last });
      continue;
    }
    spans.push(...checkedWindows(run.groups));
  }
  return spans;
}

function checkedWindows(groups: readonly SpokenGroup[]): PiiSpan[] {
  const found: PiiSpan[] = [];
  let from = 0;
  while (from < groups.length) {
    let best: PiiSpan | undefined;
    let digits = '';
    for (let to = from; to < groups.length; to++) {
      digits += groups[to]!.digits;
      if (digits.length > 19) break;
      const kind = digits.length === 11 && tcKimlikValid(digits) ? 'ID_NUMBER' : digits.length >= 13 && luhnValid(digits) ? 'CARD' : null;
      if (kind) best = { kind, first: groups[from]!.first, last: groups[to]!.last };
    }
    if (best) {
      found.push(best);
      from = groups.findIndex((g) => g.first > best.last);
      if (from < 0) break;
    } else from++;
  }
  return found;
}
