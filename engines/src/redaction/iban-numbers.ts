import { IBAN_LENGTHS, ibanValid } from './checksums.ts';
import type { DigitRun } from './digit-runs.ts';
import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

/**
 * IBANs: a country's two letters (written "TR33 0006 …", "TR330006…", or said letter by letter
 * "T R" before the digits), then the digits, said or written in groups. Taken only when mod 97
 * says it is one, at the country's length.
 */
export function ibanSpans(tokens: readonly PiiToken[], runs: readonly DigitRun[]): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const runAt = new Map(runs.map((run) => [run.first, run]));
  for (let i = 0; i < tokens.length; i++) {
    const start = countryAt(tokens, i);
    if (!start) continue;
    let text = start.country + start.rest;
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
    if (!run) continue;
    for (const group of run.groups) {
      text += group.digits;
      if (text.length === length && ibanValid(text)) {
        spans.push({ kind: 'IBAN', first: i, last: group.last });
        break;
      }
      if (text.length >= length) break;
    }
  }
  return spans;
}

/** A country's letters at word `i` ("TR33", "TR", "T R", "tr"): the country, digits written on with it, and the word after. */
function countryAt(tokens: readonly PiiToken[], i: number): { country: string; rest: string; next: number } | null {
  const word = tokens[i]!.core.replace(/[.\s]/g, '').toUpperCase();
  const joined = /^([A-Z]{2})(\d[\dA-Z]*)?$/.exec(word);
  if (joined && IBAN_LENGTHS[joined[1]!]) return { country: joined[1]!, rest: joined[2] ?? '', next: i + 1 };
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
