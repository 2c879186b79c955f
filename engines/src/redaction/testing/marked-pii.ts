import { findPii } from '../find-pii.ts';
import { PII_KINDS, type PiiKind } from '../pii-kinds.ts';

/** A sentence written for the tests with its personal data marked: "Call {PHONE:555 123 4567}, {PERSON:John}." */
export interface MarkedSentence {
  text: string;
  items: { kind: PiiKind; text: string; first: number; last: number }[];
}

const MARK = /\{([A-Z_]+):([^}]+)\}/g;

/** The sentence without its marks, and each marked item with the words it spans (the text split at spaces). */
export function markedSentence(marked: string): MarkedSentence {
  const items: MarkedSentence['items'] = [];
  let text = '';
  let from = 0;
  for (const match of marked.matchAll(MARK)) {
    const kind = match[1] as PiiKind;
    if (!PII_KINDS.includes(kind)) throw new Error(`Unknown kind ${kind} in ${marked}`);
    text += marked.slice(from, match.index);
    const first = text.split(' ').length - 1;
    text += match[2]!;
    items.push({ kind, text: match[2]!, first, last: text.split(' ').length - 1 });
    from = match.index + match[0].length;
  }
  return { text: text + marked.slice(from), items };
}

export interface KindScore {
  kind: PiiKind | 'ALL';
  gold: number;
  found: number;
  /** Gold items a finding of their kind overlaps. */
  recalled: number;
  /** Findings that overlap a gold item of their kind. */
  correct: number;
}

/** Recall and precision per kind of `findPii` on written sentences: a finding counts where it overlaps an item of its kind. */
export function scoreOnText(sentences: readonly MarkedSentence[], language: string, words: (s: MarkedSentence) => string[] = (s) => s.text.split(' ')): KindScore[] {
  const rows = new Map<PiiKind | 'ALL', KindScore>([...PII_KINDS, 'ALL' as const].map((kind) => [kind, { kind, gold: 0, found: 0, recalled: 0, correct: 0 }]));
  for (const sentence of sentences) {
    const found = findPii(words(sentence), language);
    const overlaps = (a: { first: number; last: number }, b: { first: number; last: number }) => a.first <= b.last && b.first <= a.last;
    for (const item of sentence.items) {
      const hit = found.some((f) => f.kind === item.kind && overlaps(f, item));
      for (const key of [item.kind, 'ALL' as const]) {
        rows.get(key)!.gold++;
        if (hit) rows.get(key)!.recalled++;
      }
    }
    for (const finding of found) {
      const right = sentence.items.some((item) => item.kind === finding.kind && overlaps(finding, item));
      for (const key of [finding.kind, 'ALL' as const]) {
        rows.get(key)!.found++;
        if (right) rows.get(key)!.correct++;
      }
    }
  }
  return [...rows.values()].filter((row) => row.gold > 0 || row.found > 0);
}
