import type { RecognizedWord } from '@speechdeck/core';
import { findPii } from './find-pii.ts';
import { PII_KINDS, piiTag, type PiiKind } from './pii-kinds.ts';

/** A stretch of the transcript with what it says: its text, its times, its words (and keywords, where it has them). */
export interface RedactableSegment {
  start: number;
  end: number;
  sent: string;
  words: RecognizedWord[];
  kw?: string[];
}

/** Where personal data was said: the audio to silence. */
export interface RedactedSpan {
  kind: PiiKind;
  start: number;
  end: number;
}

export interface RedactedTranscript<T> {
  segments: T[];
  spans: RedactedSpan[];
  /** Findings per kind (a span across two segments counts once). */
  counts: Record<PiiKind, number>;
}

const TRAILING_PUNCTUATION = /[.,;:!?…]+$/u;
/**
 * How far past a number's last word its silence may reach, to the next word heard: a recognizer
 * that drops the end of a long number ("i.e. 29,8930011 5," for IE29 AIBK 9311 5212 3456 78) leaves
 * it in the audio between the words it wrote.
 */
const UNHEARD_TAIL_SECONDS = 5;
const NUMBER_KINDS: ReadonlySet<PiiKind> = new Set(['PHONE', 'CARD', 'IBAN', 'ID_NUMBER']);

/**
 * A transcript with its personal data replaced: in each segment the words of a finding become one
 * word, its tag (`[PHONE]`), with the finding's start and end, and the segment's text has the tag
 * where the words were; keywords naming a removed word are dropped. Findings are looked for over the
 * whole transcript, so a number said across two segments is found; each segment then tags its part.
 * A segment without word times is read from its text, and a finding in it spans the whole segment.
 * A number's silence runs on to the next word heard (at most UNHEARD_TAIL_SECONDS).
 */
export function redactTranscript<T extends RedactableSegment>(segments: readonly T[], language: string): RedactedTranscript<T> {
  const all: { segment: number; word: RecognizedWord }[] = [];
  segments.forEach((segment, index) => {
    const words = segment.words.length > 0 ? segment.words : segment.sent.split(/\s+/).filter(Boolean).map((w) => ({ w, start: segment.start, end: segment.end }));
    for (const word of words) all.push({ segment: index, word });
  });
  const found = findPii(all.map((x) => x.word.w), language);
  const counts = Object.fromEntries(PII_KINDS.map((kind) => [kind, 0])) as Record<PiiKind, number>;
  const spans: RedactedSpan[] = [];
  const tagOf = new Map<number, { kind: PiiKind; first: boolean }>();
  const transcriptEnd = segments.at(-1)?.end ?? 0;
  for (const span of found) {
    counts[span.kind]++;
    const end = all[span.last]!.word.end;
    const heardNext = all[span.last + 1]?.word.start ?? transcriptEnd;
    const silenceEnd = NUMBER_KINDS.has(span.kind) ? Math.max(end, Math.min(heardNext, end + UNHEARD_TAIL_SECONDS)) : end;
    spans.push({ kind: span.kind, start: all[span.first]!.word.start, end: silenceEnd });
    for (let k = span.first; k <= span.last; k++) tagOf.set(k, { kind: span.kind, first: k === span.first || all[k]!.segment !== all[k - 1]!.segment });
  }
  if (found.length === 0) return { segments: [...segments], spans, counts };

  let at = 0;
  const redacted = segments.map((segment, index) => {
    const words = all.filter((x) => x.segment === index).map((x) => ({ ...x, at: at++ }));
    if (!words.some((x) => tagOf.has(x.at))) return segment;
    const out: RecognizedWord[] = [];
    const removed: string[] = [];
    for (const { word, at: k } of words) {
      const tag = tagOf.get(k);
      if (!tag) {
        out.push(word);
        continue;
      }
      removed.push(word.w);
      if (tag.first) out.push({ w: piiTag(tag.kind), start: word.start, end: word.end });
      const last = out[out.length - 1]!;
      last.end = word.end;
      // The sentence's punctuation stays after the tag ("[PHONE].").
      last.w = piiTag(tag.kind) + (TRAILING_PUNCTUATION.exec(word.w)?.[0] ?? '');
    }
    const sent = redactedText(segment.sent, words.map((x) => ({ w: x.word.w, tag: tagOf.get(x.at) })));
    const lowered = removed.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}@.]+/gu, ''));
    const kw = segment.kw?.filter((keyword) => !keyword.toLowerCase().split(/\s+/).some((part) => lowered.includes(part.replace(/[^\p{L}\p{N}@.]+/gu, ''))));
    return { ...segment, sent, words: segment.words.length > 0 ? out : segment.words, ...(kw ? { kw } : {}) };
  });
  return { segments: redacted, spans, counts };
}

/**
 * The segment's text with each finding's words replaced by its tag, found in the text word by word
 * in order (the text may be cased and punctuated where the words are not); where a word cannot be
 * found the text is written anew from the words, so a finding is never left in it.
 */
function redactedText(sent: string, words: readonly { w: string; tag?: { kind: PiiKind; first: boolean } }[]): string {
  const lower = sent.toLowerCase();
  const places: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const { w } of words) {
    const core = w.toLowerCase().replace(/^[^\p{L}\p{N}+@]+|[^\p{L}\p{N}]+$/gu, '') || w.toLowerCase();
    const start = lower.indexOf(core, cursor);
    if (start < 0) return rebuilt(words);
    places.push({ start, end: start + core.length });
    cursor = start + core.length;
  }
  let text = '';
  let from = 0;
  words.forEach(({ tag }, i) => {
    if (!tag) return;
    const next = words[i + 1];
    text += sent.slice(from, places[i]!.start) + (tag.first ? piiTag(tag.kind) : '');
    // Between two words of one finding nothing of the text is kept.
    from = next?.tag && next.tag.kind === tag.kind && !next.tag.first ? places[i + 1]!.start : places[i]!.end;
  });
  return text + sent.slice(from);
}

function rebuilt(words: readonly { w: string; tag?: { kind: PiiKind; first: boolean } }[]): string {
  const out: string[] = [];
  for (const { w, tag } of words) {
    if (!tag) out.push(w);
    else if (tag.first) out.push(piiTag(tag.kind) + (TRAILING_PUNCTUATION.exec(w)?.[0] ?? ''));
    else out[out.length - 1] = piiTag(tag.kind) + (TRAILING_PUNCTUATION.exec(w)?.[0] ?? '');
  }
  return out.join(' ');
}
