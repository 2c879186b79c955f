import { numberWord, type NumberWord } from './spoken-numbers.ts';

/** A recognized word as the detectors read it. */
export interface PiiToken {
  /** As recognized ("Smith,", "555-1234."). */
  raw: string;
  /** Without the punctuation around it ("Smith", "555-1234"). */
  core: string;
  /** `core` in the language's lower case. */
  lower: string;
  /** The digits of a number written in digits ("555-1234" -> 5551234, "4,916-8,159" -> 49168159); a date such as 12.05.1984 is none. */
  digits?: string;
  /** A number word ("five", "beş", "hundred"). */
  number?: NumberWord;
  /** Written with a leading + (a country code). */
  plus?: boolean;
}

const LEADING = /^[\s"'“‘«([{¿¡]+/u;
const TRAILING = /[\s"'”’»)\]}.,;:!?…]+$/u;
/**
 * Digits with the separators a written number has (555-123-4567, (0212) 555 12 34, +90), and the
 * thousands' commas and currency sign a recognizer writes a long number said digit by digit with
 * ("4,916-8,159,485,664", "$59,769,152,420").
 */
const WRITTEN_NUMBER = /^[$€£]?\+?\(?\d[\d\-./(),]*$/;
/** A written date: 12.05.1984, 5/12/84, 1984-05-12. */
export const WRITTEN_DATE = /^(\d{1,2}[./-]\d{1,2}[./-](\d{4}|\d{2})|\d{4}-\d{1,2}-\d{1,2})$/;

export const lowerFor = (language: string) => (text: string) => text.toLocaleLowerCase(language === 'tr' ? 'tr' : 'en');

export function tokensOf(words: readonly string[], language: string): PiiToken[] {
  const lower = lowerFor(language);
  return words.map((raw) => {
    const core = raw.replace(LEADING, '').replace(TRAILING, '');
    const token: PiiToken = { raw, core, lower: lower(core) };
    if (WRITTEN_NUMBER.test(core) && !WRITTEN_DATE.test(core)) {
      token.digits = core.replace(/\D/g, '');
      if (core.startsWith('+')) token.plus = true;
    } else {
      const number = numberWord(token.lower, language);
      if (number) token.number = number;
    }
    return token;
  });
}
