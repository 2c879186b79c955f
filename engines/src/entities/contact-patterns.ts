import { RANK, type Candidate } from './entity-candidates.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * A phone number as people write one: an optional +country code, an optional area code in
 * parentheses, then groups of digits joined by spaces, dots or dashes; 7 to 15 digits in all. Also
 * Turkey's nationwide call-centre numbers (444 1 444).
 */
const PHONE = /(?<![\p{L}\p{N}])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,4}(?![\p{L}\p{N}]|[.,]\d)|(?<![\p{L}\p{N}])444[\s.-]?\d[\s.-]?\d{3}(?![\p{L}\p{N}])/gu;

/** E-mail addresses and phone numbers, by their written shape (in either language). */
export function contactEntities(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(EMAIL)) found.push({ type: 'EMAIL', start: match.index, end: match.index + match[0].length, rank: RANK.pattern });
  for (const match of text.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '').length;
    // Grouped digits that are a date, a time or a sum ("12.05.2024", "15:30", "1 000 000") are not phones.
    const looksLikePhone = /^444[\s.-]?\d[\s.-]?\d{3}$/.test(match[0]) || digits >= 7 && digits <= 15 && (/[+()]/.test(match[0]) || /^\d{3,4}[\s.-]\d{3}[\s.-]\d{2,4}/.test(match[0]) || /^0\d{3}[\s.-]\d{3}[\s.-]\d{2}[\s.-]\d{2}/.test(match[0]));
    if (looksLikePhone) found.push({ type: 'PHONE', start: match.index, end: match.index + match[0].length, rank: RANK.pattern });
  }
  return found;
}
