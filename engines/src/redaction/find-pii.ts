import { addressSpans } from './street-addresses.ts';
import { dateOfBirthSpans } from './dates-of-birth.ts';
import { digitRuns, numberSpans } from './digit-runs.ts';
import { emailSpans } from './email-addresses.ts';
import { ibanSpans } from './iban-numbers.ts';
import type { PiiKind } from './pii-kinds.ts';
import type { PiiSpan } from './pii-span.ts';
import { tokensOf } from './pii-tokens.ts';
import { personSpans } from './person-names.ts';

/** Which of two overlapping findings stays: the surer shape first (an e-mail's name part is not a PERSON of its own). */
const PRIORITY: Record<PiiKind, number> = { EMAIL: 8, IBAN: 7, CARD: 6, ID_NUMBER: 6, PHONE: 5, DATE_OF_BIRTH: 4, ADDRESS: 3, PERSON: 2 };

/**
 * The personal data in a transcript's words (as recognized, one string each, in order; English
 * rules for a language other than `en` and `tr`, whose names are then not found): each finding's
 * kind and the words it spans, in order, none overlapping.
 */
export function findPii(words: readonly string[], language: string): PiiSpan[] {
  const tokens = tokensOf(words, language);
  const runs = digitRuns(tokens);
  const found = [
    ...emailSpans(tokens), ...ibanSpans(tokens, runs), ...numberSpans(tokens, runs), ...dateOfBirthSpans(tokens, language),
    ...addressSpans(tokens, runs), ...(language === 'en' || language === 'tr' ? personSpans(tokens, language) : []),
  ];
  const kept: PiiSpan[] = [];
  for (const span of found.sort((a, b) => PRIORITY[b.kind] - PRIORITY[a.kind] || (b.last - b.first) - (a.last - a.first) || a.first - b.first)) {
    if (kept.some((k) => span.first <= k.last && k.first <= span.last)) continue;
    kept.push(span);
  }
  return kept.sort((a, b) => a.first - b.first);
}
