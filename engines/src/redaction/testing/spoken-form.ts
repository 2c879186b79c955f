import type { MarkedSentence } from './marked-pii.ts';

/*
 * A written test sentence as a recognizer without casing or punctuation might write it when the
 * sentence is said: lower case, no punctuation, numbers spelled as people say them (years as years,
 * short groups as numbers in Turkish, longer runs digit by digit), e-mail addresses and dates
 * spelled out. The marks move with their words. Turkish speech here is espeak-ng's, which Whisper
 * base hears too poorly to measure by, so its sentences are measured on this form and as written
 * (`pnpm bench redaction`).
 */

const EN_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const TR_ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TR_TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const EN_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const TR_MONTHS = ['ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık'];

function englishNumber(n: number): string[] {
  if (n < 20) return [EN_ONES[n]!];
  if (n < 100) return [EN_TENS[Math.floor(n / 10)]!, ...(n % 10 ? [EN_ONES[n % 10]!] : [])];
  if (n < 1000) return [EN_ONES[Math.floor(n / 100)]!, 'hundred', ...(n % 100 ? englishNumber(n % 100) : [])];
  return [...englishNumber(Math.floor(n / 1000)), 'thousand', ...(n % 1000 ? englishNumber(n % 1000) : [])];
}

function turkishNumber(n: number): string[] {
  if (n === 0) return ['sıfır'];
  const words: string[] = [];
  if (n >= 1000) words.push(...(n >= 2000 ? [TR_ONES[Math.floor(n / 1000)]!] : []), 'bin');
  const rest = n % 1000;
  if (rest >= 100) words.push(...(rest >= 200 ? [TR_ONES[Math.floor(rest / 100)]!] : []), 'yüz');
  if (rest % 100 >= 10) words.push(TR_TENS[Math.floor((rest % 100) / 10)]!);
  if (rest % 10) words.push(TR_ONES[rest % 10]!);
  return words;
}

const digitByDigit = (digits: string, language: string) => [...digits].map((d) => (language === 'tr' ? TR_ONES : EN_ONES)[Number(d)]!);

/** A year as said: "nineteen eighty five", "two thousand three"; in Turkish as a number. */
function year(value: number, language: string): string[] {
  if (language === 'tr') return turkishNumber(value);
  if (value >= 2000 && value < 2010) return englishNumber(value);
  const low = value % 100;
  return [...englishNumber(Math.floor(value / 100)), ...(low === 0 ? ['hundred'] : low < 10 ? ['oh', EN_ONES[low]!] : englishNumber(low))];
}

/** A group of digits as said: short groups as a number (a leading zero said), long runs digit by digit, a year as a year. */
function digitsSaid(digits: string, language: string): string[] {
  const value = Number(digits);
  if (digits.length === 4 && value >= 1900 && value < 2100) return year(value, language);
  if (digits.length > 4 || (language === 'en' && digits.length > 2)) return digitByDigit(digits, language);
  const leading = digits.match(/^0+/)?.[0] ?? '';
  const rest = digits.slice(leading.length);
  return [...digitByDigit(leading, language), ...(rest ? (language === 'tr' ? turkishNumber(Number(rest)) : englishNumber(Number(rest))) : [])];
}

function dateSaid(day: number, month: number, yearValue: number, language: string): string[] {
  return language === 'tr'
    ? [...turkishNumber(day), TR_MONTHS[month - 1]!, ...year(yearValue, language)]
    : [EN_MONTHS[month - 1]!, ...englishNumber(day), ...year(yearValue, language)];
}

/** One written word as the words a recognizer would write for it said. */
function wordSaid(word: string, language: string): string[] {
  const lower = (text: string) => text.toLocaleLowerCase(language === 'tr' ? 'tr' : 'en');
  const at = language === 'tr' ? 'et' : 'at';
  const dot = language === 'tr' ? 'nokta' : 'dot';
  const bare = word.replace(/^["'(]+|[.,;:!?"')]+$/g, '').replace(/['’]/g, '');
  if (bare.includes('@')) {
    const [local, domain] = bare.split('@') as [string, string];
    const spell = (part: string) => part.split('.').flatMap((piece, i) => [...(i ? [dot] : []), ...piece.split('_').flatMap((p, j) => [...(j ? ['underscore'] : []), lower(p)])]);
    return [...spell(local), at, ...spell(domain)];
  }
  const date = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(bare);
  if (date) {
    const [a, b, y] = [Number(date[1]), Number(date[2]), Number(date[3])];
    // Turkish writes day first, American English month first.
    return language === 'tr' ? dateSaid(a, b, y, language) : dateSaid(b, a, y, language);
  }
  const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(bare);
  if (ordinal && language === 'en' && Number(ordinal[1]) <= 20) return [EN_ORDINALS[Number(ordinal[1])]!];
  if (/^\+\d+$/.test(bare)) return [language === 'tr' ? 'artı' : 'plus', ...digitsSaid(bare.slice(1), language)];
  if (/^\d+$/.test(bare)) return digitsSaid(bare, language);
  if (/\d/.test(bare)) return (bare.match(/\d+|\p{L}+/gu) ?? []).flatMap((part) => (/\d/.test(part) ? digitByDigit(part, language) : [...lower(part)]));
  if (/^\p{Lu}{2}$/u.test(bare)) return [...lower(bare)];
  if (lower(bare) === 'dr') return [language === 'tr' ? 'doktor' : 'doctor'];
  if (lower(bare) === 'av') return ['avukat'];
  if (lower(bare) === 'no' && language === 'tr') return ['numara'];
  return bare.split('-').filter(Boolean).map(lower);
}

/** The sentence in its speech-like form, its marks on the same words. */
export function spokenForm(sentence: MarkedSentence, language: string): MarkedSentence {
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (const word of sentence.text.split(' ')) {
    starts.push(words.length);
    words.push(...wordSaid(word, language));
    ends.push(words.length - 1);
  }
  return {
    text: words.join(' '),
    items: sentence.items.map((item) => ({ ...item, text: words.slice(starts[item.first]!, ends[item.last]! + 1).join(' '), first: starts[item.first]!, last: ends[item.last]! })),
  };
}
