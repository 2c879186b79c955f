import type { EntityType } from './entity-types.ts';
import { RANK, type Candidate } from './entity-candidates.ts';
import { isScale, numeralOf } from './turkish-numerals.ts';
import { lowerTr } from './turkish-names.ts';

interface Token {
  text: string;
  /** Lower-case, without a suffix after an apostrophe. */
  stem: string;
  start: number;
  /** Where the token's meaning ends: before an apostrophe's suffix, or a number word's ending. */
  stemEnd: number;
  end: number;
  suffixed: boolean;
}

const TOKEN = /\d+(?:[.,:/]\d+)*(?:['’]\p{L}+)?|[\p{L}]+(?:['’]\p{L}+)?|[₺$€£%]/gu;
const MONTHS = ['ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık'];
const DAYS = ['pazartesi', 'salı', 'çarşamba', 'perşembe', 'cuma', 'cumartesi', 'pazar'];
const RELATIVE_DAYS = ['dün', 'bugün', 'yarın', 'evvelsi'];
const PERIODS = ['hafta', 'ay', 'yıl', 'sene', 'hafta sonu'];
const PERIOD_OPENERS = ['geçen', 'gelecek', 'önümüzdeki', 'bu', 'önceki'];
const CURRENCIES = ['tl', 'lira', 'türk lirası', 'dolar', 'euro', 'avro', 'sterlin', 'kuruş', 'ruble', 'frank'];
const SYMBOLS = ['₺', '$', '€', '£'];
const NOUN_ENDINGS = ['', 'lık', 'lik', 'luk', 'lük', 'ya', 'ye', 'a', 'e', 'yı', 'yi', 'ı', 'i', 'da', 'de', 'ta', 'te', 'dan', 'den', 'tan', 'ten', 'nın', 'nin', 'ın', 'in', 'ı', 'su', 'sı', 'si', 'ü', 'u', 'lar', 'ler', 'ları', 'leri', 'yla', 'yle', 'ki', 'kü', 'nda', 'nde', 'ndan', 'nden'];

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0];
    const apostrophe = value.search(/['’]/);
    const stem = lowerTr(apostrophe >= 0 ? value.slice(0, apostrophe) : value);
    tokens.push({ text: value, stem, start: match.index, stemEnd: match.index + stem.length, end: match.index + value.length, suffixed: apostrophe >= 0 });
  }
  return tokens;
}

/** A word that is `base` with an ending ("liraya", "martta", "salıdan"): where the base ends, or -1. */
function baseEnd(token: Token, base: string): number {
  if (token.stem === base) return token.stemEnd;
  if (!token.suffixed && token.stem.startsWith(base) && NOUN_ENDINGS.includes(token.stem.slice(base.length))) return token.start + base.length;
  return -1;
}

/** The phrase of `options` (one or two words) starting at token i: its last token and where it ends. */
function phraseAt(tokens: readonly Token[], i: number, options: readonly string[]): { last: number; end: number } | null {
  for (const option of [...options].sort((a, b) => b.length - a.length)) {
    const parts = option.split(' ');
    if (i + parts.length > tokens.length) continue;
    const inner = parts.slice(0, -1).every((part, k) => tokens[i + k]!.stem === part && !tokens[i + k]!.suffixed);
    const end = inner ? baseEnd(tokens[i + parts.length - 1]!, parts[parts.length - 1]!) : -1;
    if (end >= 0) return { last: i + parts.length - 1, end };
  }
  return null;
}

const adjacent = (text: string, a: Token, b: Token) => !a.suffixed && a.stemEnd === a.end && /^\s*$/.test(text.slice(a.end, b.start));

/** A number at token i: digits, or a run of number words ("iki yüz elli", "üç buçuk"); a lone "bir" is an article. */
function numberAt(text: string, tokens: readonly Token[], i: number): { last: number; end: number; value: number; digits: boolean } | null {
  const first = tokens[i]!;
  if (/^\d/.test(first.stem)) {
    // "3,5 milyon": a scale word after the digits belongs to the number.
    const scaled = !first.suffixed && tokens[i + 1] !== undefined && adjacent(text, first, tokens[i + 1]!) && isScale(tokens[i + 1]!.stem);
    const last = scaled ? i + 1 : i;
    return { last, end: tokens[last]!.stemEnd, value: Number(first.stem.replace(/\./g, '').replace(',', '.')), digits: !scaled };
  }
  let j = i;
  let numeral = numeralOf(first.stem);
  if (!numeral) return null;
  let end = first.start + numeral.length;
  while (numeral.length === tokens[j]!.stem.length && !tokens[j]!.suffixed && j + 1 < tokens.length && adjacent(text, tokens[j]!, tokens[j + 1]!)) {
    const next = numeralOf(tokens[j + 1]!.stem) ?? (tokens[j + 1]!.stem.startsWith('buçu') ? { value: 0.5, length: 5 } : null);
    if (!next) break;
    j++;
    numeral = next;
    end = tokens[j]!.start + next.length;
  }
  if (j === i && (first.stem === 'bir' || (first.stem.startsWith('yüz') && first.stem !== 'yüz'))) return null;
  return { last: j, end, value: 0, digits: false };
}

/**
 * Dates, times, sums of money and numbers in Turkish, by rules: Microsoft's recognizers have no
 * Turkish culture in their JavaScript release (Turkish text gets the English one), so number words,
 * month and day names, "saat üç buçuk", "250 lira" and "yüzde elli" are read here. A suffix
 * (after an apostrophe, or a number word's ending) is not part of the entity.
 */
export function turkishMeasures(text: string): Candidate[] {
  const tokens = tokensOf(text);
  const found: Candidate[] = [];
  const add = (type: EntityType, start: number, end: number) => found.push({ type, start, end, rank: RANK.measure });
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const stuck = (k: number) => tokens[k + 1] !== undefined && adjacent(text, tokens[k]!, tokens[k + 1]!);

    // Dates written in digits: 12.05.2024, 12/05/2024.
    if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(token.stem)) { add('DATE', token.start, token.stemEnd); continue; }
    // Clock times: 15:30, 09.45 after "saat".
    if (/^\d{1,2}:\d{2}$/.test(token.stem)) { add('TIME', token.start, token.stemEnd); continue; }
    if (token.stem === 'saat' && next && stuck(i)) {
      const number = numberAt(text, tokens, i + 1);
      if (number && (!number.digits || /^\d{1,2}([.:]\d{2})?$/.test(tokens[i + 1]!.stem))) { add('TIME', token.start, number.end); i = number.last; continue; }
    }
    // Percentages: yüzde elli, %50.
    if (token.stem === 'yüzde' && next && stuck(i)) {
      const number = numberAt(text, tokens, i + 1);
      if (number) { add('NUMBER', token.start, number.end); i = number.last; continue; }
    }
    if (token.stem === '%' && next && /^\d/.test(next.stem)) { add('NUMBER', token.start, next.stemEnd); i++; continue; }
    // Money with a symbol first: $100, ₺250.
    if (SYMBOLS.includes(token.stem) && next && /^\d/.test(next.stem)) { add('MONEY', token.start, next.stemEnd); i++; continue; }

    // Days and periods: bugün, yarın, pazartesi, geçen hafta.
    const day = phraseAt(tokens, i, RELATIVE_DAYS) ?? phraseAt(tokens, i, DAYS);
    if (day && (token.stem !== 'pazar' || /^(gün|sabah|akşam|öğle)/.test(tokens[day.last + 1]?.stem ?? '') || PERIOD_OPENERS.includes(tokens[i - 1]?.stem ?? '') || text[token.start] === 'P')) {
      add('DATE', token.start, day.end); i = day.last; continue;
    }
    if (PERIOD_OPENERS.includes(token.stem) && next && stuck(i)) {
      const period = phraseAt(tokens, i + 1, PERIODS);
      if (period) { add('DATE', token.start, period.end); i = period.last; continue; }
    }
    // Month names: "5 Mart 2024", "Mart 2024", "mart ayında", "Ocak'ta".
    const month = phraseAt(tokens, i, MONTHS);
    if (month && (text[token.start] !== token.stem[0] || /^ay/.test(tokens[month.last + 1]?.stem ?? '') || /^\d{4}$/.test(tokens[month.last + 1]?.stem ?? ''))) {
      let end = month.end;
      let last = month.last;
      if (stuck(last) && /^\d{4}$/.test(tokens[last + 1]!.stem)) { last++; end = tokens[last]!.stemEnd; }
      add('DATE', token.start, end); i = last; continue;
    }

    const number = numberAt(text, tokens, i);
    if (!number) continue;
    const after = number.last + 1;
    const joinedAfter = stuck(number.last) && number.end === tokens[number.last]!.stemEnd;
    // A day of a month: "5 Mart", "yirmi üç nisan 2024".
    const monthAfter = joinedAfter ? phraseAt(tokens, after, MONTHS) : null;
    if (monthAfter && (number.digits ? number.value >= 1 && number.value <= 31 : true)) {
      let last = monthAfter.last;
      let end = monthAfter.end;
      if (stuck(last) && /^\d{4}$/.test(tokens[last + 1]!.stem)) { last++; end = tokens[last]!.stemEnd; }
      add('DATE', token.start, end); i = last; continue;
    }
    // Money: "250 TL", "yüz elli lira", "3,5 milyon dolar"; kuruş after lira joins the sum.
    const currency = joinedAfter ? phraseAt(tokens, after, CURRENCIES) : null;
    if (currency) {
      let last = currency.last;
      let end = currency.end;
      const cents = stuck(last) ? numberAt(text, tokens, last + 1) : null;
      if (cents && stuck(cents.last)) {
        const kurus = phraseAt(tokens, cents.last + 1, ['kuruş']);
        if (kurus) { last = kurus.last; end = kurus.end; }
      }
      add('MONEY', token.start, end); i = last; continue;
    }
    if (joinedAfter && SYMBOLS.includes(tokens[after]!.stem)) { add('MONEY', token.start, tokens[after]!.end); i = after; continue; }
    // A year: "2023 yılında", "2023'te", "1990'da".
    const year = number.digits && /^(19|20)\d{2}$/.test(token.stem);
    if (year && (token.suffixed || /^(yıl|sene)/.test(tokens[after]?.stem ?? ''))) { add('DATE', token.start, number.end); i = number.last; continue; }
    add('NUMBER', token.start, number.end);
    i = number.last;
  }
  return found;
}
