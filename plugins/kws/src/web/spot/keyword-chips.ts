import { KWS_LIMITS, keywordText, threshold } from '../../contract/kws-api.ts';

/** A keyword typed on the page, with the threshold typed for it (empty: the default for its length). */
export interface KeywordChip {
  keyword: string;
  /** As typed; checked when the chips are sent. */
  threshold: string;
}

export type ChipProblem = { kind: 'invalid'; text: string; message: string } | { kind: 'tooMany' } | { kind: 'duplicate'; keyword: string };

/**
 * The chips after typing `text` (one keyword, or several separated by commas): each checked as the
 * host checks it and added once. Answers the new chips and what was refused, if anything (the
 * first problem; the good keywords of the same text are still added).
 */
export function addKeywords(chips: readonly KeywordChip[], text: string): { chips: KeywordChip[]; problem: ChipProblem | null } {
  const next = [...chips];
  let problem: ChipProblem | null = null;
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const parsed = keywordText.safeParse(part);
    if (!parsed.success) {
      problem ??= { kind: 'invalid', text: part.trim(), message: parsed.error.issues[0]?.message ?? '' };
      continue;
    }
    if (next.some((chip) => chip.keyword === parsed.data)) {
      problem ??= { kind: 'duplicate', keyword: parsed.data };
      continue;
    }
    if (next.length >= KWS_LIMITS.keywordsMax) {
      problem ??= { kind: 'tooMany' };
      break;
    }
    next.push({ keyword: parsed.data, threshold: '' });
  }
  return { chips: next, problem };
}

/** A chip's threshold as the host takes it; undefined when empty; null when it is not a valid threshold. */
export function chipThreshold(chip: KeywordChip): number | undefined | null {
  if (chip.threshold.trim() === '') return undefined;
  const parsed = threshold.safeParse(chip.threshold.trim());
  return parsed.success ? parsed.data : null;
}

/** The `keywords` parameter of POST /api/kws/spot: a JSON array, thresholds where typed. */
export function keywordsParameter(chips: readonly KeywordChip[]): string {
  return JSON.stringify(chips.map((chip) => {
    const value = chipThreshold(chip);
    return value === undefined || value === null ? chip.keyword : { keyword: chip.keyword, threshold: value };
  }));
}
