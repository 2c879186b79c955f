import type { Pronouncer } from '../pronunciation/pronouncer.ts';
import type { RecognizedSegment } from '../asr-engine.ts';
import { normalizedPhoneDistance } from './phone-distance.ts';
import { heardPhones } from './pronounce-terms.ts';
import { nearestTerms, type SoundsLikeIndex, type SoundsLikeOptions } from './sounds-like-index.ts';

/*
 * A second pass for an engine that takes hotwords (Whisper), whatever the terms are: the spans of
 * the first pass's words that sound like a term it did not write, and the first pass with the
 * spans the second pass confirmed replaced. What counts as a term in words is the caller's
 * (TermsIn): the medical service's tagger, a user's own list.
 */

/** Segments as the recognizers answer them (words with times): the text may be rebuilt from the words. */
type Segment = Pick<RecognizedSegment, 'start' | 'end' | 'words' | 'text'>;

/** A term found in normalized words: the span of them it covers (the term is those words joined by spaces). */
export interface FoundTerm {
  first: number;
  length: number;
}

/** The terms in a segment's normalized words. */
export type TermsIn = (normalizedWords: readonly string[]) => readonly FoundTerm[];

/** A span of a segment's words that sounds like a term the recognizer did not write. */
export interface SoundsLikeSpan {
  /** Index of the segment, of its first word (in `words`), and how many words. */
  segment: number;
  first: number;
  length: number;
  term: string;
  /** The normalized phone distance (SoundsLikeIndex): 0 the same sounds. */
  distance: number;
}

/** How a caller reads words: normalized (lower case, punctuation stripped at the ends) in its language. */
export type NormalizeWord = (word: string) => string;

/** A candidate this near a term the first pass wrote in the segment is that term said again, or another spelling of it. */
const SAME_SOUND = 0.15;

/**
 * Whether a term holds another, its plural ending aside: bladder scan holds "bladders",
 * thyroidectomy "thyroid" (written "thyroid acne"). Letters, not words: a whole-word rule lost
 * more terms than it kept out (plugins/med/README.md, "Figures").
 */
const holds = (term: string, held: string) => term.includes(held.replace(/e?s$/u, ''));

/** A segment's words as the finder reads them (normalized), each with its index in `words`. */
function tokensOf(segment: Segment, normalize: NormalizeWord): { word: number; normalized: string }[] {
  return segment.words.map((word, index) => ({ word: index, normalized: normalize(word.w) })).filter((token) => token.normalized.length > 0);
}

export interface SoundsLikeSpansOptions extends SoundsLikeOptions {
  /** A term that has to sound nearer than maxDistance (the medical lexicon's rule-placed words). */
  maxDistanceOf?: (term: string) => number;
  signal?: AbortSignal;
}

/**
 * The spans of the first pass's words that sound like a term of the index it did not write,
 * nearest first, at most `perSpan` terms per span. A span may hold a term found only whole, with
 * more words than it, and then only for a term that holds it too ("bladders can" for bladder scan,
 * never "a colonoscopy" for cavernoscopy), never part of one, and never the words of one term
 * alone; a term already heard in the segment, and one that sounds within 0.15 of a term heard
 * there (another spelling, a near twin), is not a candidate.
 */
export async function soundsLikeSpans(
  segments: readonly Segment[],
  heard: { termsIn: TermsIn; normalize: NormalizeWord; language: string },
  index: SoundsLikeIndex,
  pronouncer: Pronouncer,
  options: SoundsLikeSpansOptions = {},
): Promise<SoundsLikeSpan[]> {
  const { signal, maxDistanceOf, perSpan = 3, ...matching } = options;
  const tokens = segments.map((segment) => tokensOf(segment, heard.normalize));
  // Each distinct word said once (heardPhones answers in the order asked).
  const distinct = [...new Set(tokens.flat().map((token) => token.normalized))];
  const said = await heardPhones(distinct, pronouncer, heard.language);
  const phonesOf = new Map(distinct.map((word, i) => [word, said[i]]));
  const spans: SoundsLikeSpan[] = [];
  for (const [segment, words] of tokens.entries()) {
    if (words.length === 0) continue;
    const normalized = words.map((token) => token.normalized);
    const tagged = heard.termsIn(normalized);
    const heardTerms = new Set(tagged.map((span) => normalized.slice(span.first, span.first + span.length).join(' ')));
    const inTerm = new Set(tagged.flatMap((span) => Array.from({ length: span.length }, (_, k) => span.first + k)));
    // Every candidate of each span, then the best `perSpan` of those that pass the rules below.
    const found = await index.candidatesInTurn(normalized.map((word) => phonesOf.get(word)), { ...matching, perSpan: Infinity }, signal);
    const kept = new Map<string, number>();
    const heardPhonesOf = tagged.map((span) => normalized.slice(span.first, span.first + span.length).flatMap((word) => phonesOf.get(word) ?? []));
    for (const candidate of found) {
      const end = candidate.first + candidate.length;
      if (heardTerms.has(candidate.term)) continue;
      if (maxDistanceOf && candidate.distance > maxDistanceOf(candidate.term)) continue;
      // Another spelling or a near twin of a term it wrote ("tumour" for "tumor", "hypotension" for "hypertension").
      const phones = index.phonesOf(candidate.term) ?? [];
      if (heardPhonesOf.some((phonesHeard) => phonesHeard.length > 0 && normalizedPhoneDistance(phonesHeard, phones) <= SAME_SOUND)) continue;
      if (Array.from({ length: candidate.length }, (_, k) => candidate.first + k).every((k) => inTerm.has(k))) continue;
      if (!tagged.every((span) => span.first + span.length <= candidate.first || span.first >= end || (span.first >= candidate.first && span.first + span.length <= end))) continue;
      // A term it wrote inside the span stays in what replaces it ("bladders can" -> bladder scan, never "a colonoscopy" -> cavernoscopy).
      const held = tagged.filter((span) => span.first >= candidate.first && span.first + span.length <= end);
      if (!held.every((span) => holds(candidate.term, normalized.slice(span.first, span.first + span.length).join(' ')))) continue;
      const key = `${candidate.first}+${candidate.length}`;
      if ((kept.get(key) ?? 0) >= perSpan) continue;
      kept.set(key, (kept.get(key) ?? 0) + 1);
      spans.push({ segment, first: words[candidate.first]!.word, length: words[end - 1]!.word - words[candidate.first]!.word + 1, term: candidate.term, distance: candidate.distance });
    }
  }
  return spans.sort((a, b) => a.distance - b.distance);
}

/**
 * How much of a word's time another recognizer's term has to cover for the word to be part of
 * its span: half of it (word times differ between recognizers by a few hundredths of a second).
 */
const COVERED = 0.5;

/** A term placed in time, as another recognizer of the same audio heard it (or a span of its words sounded like it). */
export interface TimedTerm {
  term: string;
  start: number;
  end: number;
  distance: number;
}

/** The terms a recognizer wrote (its segments), with their times, each at `distance`. */
export function timedTermsIn(segments: readonly Segment[], written: { termsIn: TermsIn; normalize: NormalizeWord }, distance: number): TimedTerm[] {
  return segments.flatMap((segment) => {
    const tokens = tokensOf(segment, written.normalize);
    return written.termsIn(tokens.map((token) => token.normalized)).map((found) => ({
      term: tokens.slice(found.first, found.first + found.length).map((token) => token.normalized).join(' '),
      start: segment.words[tokens[found.first]!.word]!.start,
      end: segment.words[tokens[found.first + found.length - 1]!.word]!.end,
      distance,
    }));
  });
}

/** Sounds-like spans of some segments' words, placed in time (their words' times). */
export function timedSpans(segments: readonly Segment[], spans: readonly SoundsLikeSpan[]): TimedTerm[] {
  return spans.map((span) => {
    const words = segments[span.segment]!.words;
    return { term: span.term, start: words[span.first]!.start, end: words[span.first + span.length - 1]!.end, distance: span.distance };
  });
}

/**
 * The spans of the first pass's words at the times of terms found another way (another
 * recognizer on the same audio, with other models: pocketsphinx with the terms in its language
 * model): the first pass's words a term's time covers (at least half of each word; the word it
 * covers most when none is). A term the first pass wrote in the segment is not one again, nor a
 * span that is only part of a term the first pass wrote, nor one holding a term it wrote that the
 * term does not hold, nor one whose every word the first pass was at least `confident` of (its
 * words' `conf`). One span per term and words.
 */
export function spansAtTimes(
  segments: readonly Segment[],
  timed: readonly TimedTerm[],
  heard: { termsIn: TermsIn; normalize: NormalizeWord },
  options: { confident?: number } = {},
): SoundsLikeSpan[] {
  const { confident = Infinity } = options;
  const spans: SoundsLikeSpan[] = [];
  const firstTerms = segments.map((segment) => {
    const tokens = tokensOf(segment, heard.normalize);
    const normalized = tokens.map((token) => token.normalized);
    const tagged = heard.termsIn(normalized);
    return {
      terms: new Set(tagged.map((span) => normalized.slice(span.first, span.first + span.length).join(' '))),
      inTerm: new Set(tagged.flatMap((span) => Array.from({ length: span.length }, (_, k) => tokens[span.first + k]!.word))),
      whole: tagged.map((span) => ({
        first: tokens[span.first]!.word,
        end: tokens[span.first + span.length - 1]!.word + 1,
        text: normalized.slice(span.first, span.first + span.length).join(' '),
      })),
    };
  });
  for (const { term, start: from, end: to, distance } of timed) {
    let best: { segment: number; first: number; length: number; overlap: number } | undefined;
    for (const [index, { words }] of segments.entries()) {
      const overlaps = words.map((word) => Math.max(0, Math.min(to, word.end) - Math.max(from, word.start)));
      const covered = overlaps.map((overlap, k) => overlap > 0 && overlap >= COVERED * Math.max(0.01, words[k]!.end - words[k]!.start));
      let first = covered.indexOf(true);
      let length = first < 0 ? 0 : covered.lastIndexOf(true) - first + 1;
      const most = Math.max(0, ...overlaps);
      if (length === 0 && most > 0) [first, length] = [overlaps.indexOf(most), 1];
      if (length === 0) continue;
      const overlap = overlaps.slice(first, first + length).reduce((sum, o) => sum + o, 0);
      if (!best || overlap > best.overlap) best = { segment: index, first, length, overlap };
    }
    if (!best) continue;
    const { terms, inTerm, whole } = firstTerms[best.segment]!;
    if (terms.has(term)) continue;
    if (Array.from({ length: best.length }, (_, k) => best.first + k).every((k) => inTerm.has(k))) continue;
    if (!whole.every((held) => held.first < best.first || held.end > best.first + best.length || holds(term, held.text))) continue;
    // Words the first pass was sure of stay: the other recognizer is the one that misheard.
    if (segments[best.segment]!.words.slice(best.first, best.first + best.length).every((word) => (word.conf ?? 0) >= confident)) continue;
    const same = spans.find((span) => span.term === term && span.segment === best.segment && span.first === best.first && span.length === best.length);
    if (same) same.distance = Math.min(same.distance, distance);
    else spans.push({ segment: best.segment, first: best.first, length: best.length, term, distance });
  }
  return spans;
}

/** Whether two spans share a word of the same segment. */
export const overlaps = (a: SoundsLikeSpan, b: SoundsLikeSpan) => a.segment === b.segment && a.first < b.first + b.length && a.first + a.length > b.first;

/** A span taken without the second pass, and the words that replace it. */
export interface AgreedSpan {
  span: SoundsLikeSpan;
  words: Segment['words'];
}

/**
 * The spans (spansAtTimes over another recognizer's terms) whose words, as the first pass wrote
 * them, sound within `distance` of the term the other wrote there: two recognizers hearing the
 * same sounds, one spelling them as the term ("sephalaxin" and cephalexin). Each with the term's
 * words spread over the span's time, for confirmedSpans to take where the second pass did not
 * write the term. Not where the first pass's words sound nearer to another term (`rivals`, the
 * sounds-like spans over any of those words): "metaprowl all" is nearer metoprolol than the
 * metipranolol pocketsphinx wrote.
 */
export async function agreedSpans(
  segments: readonly Segment[],
  spans: readonly SoundsLikeSpan[],
  index: SoundsLikeIndex,
  heard: { normalize: NormalizeWord; language: string; pronouncer: Pronouncer },
  distance: number,
  rivals: readonly SoundsLikeSpan[] = [],
): Promise<AgreedSpan[]> {
  const wordsOf = (span: SoundsLikeSpan) => segments[span.segment]!.words.slice(span.first, span.first + span.length);
  const distinct = [...new Set(spans.flatMap((span) => wordsOf(span).map((word) => heard.normalize(word.w)).filter(Boolean)))];
  const said = await heardPhones(distinct, heard.pronouncer, heard.language);
  const phonesOf = new Map(distinct.map((word, i) => [word, said[i]]));
  return spans.flatMap((span) => {
    const words = wordsOf(span);
    const phones = words.map((word) => heard.normalize(word.w)).filter(Boolean).map((word) => phonesOf.get(word));
    const termPhones = index.phonesOf(span.term);
    if (!termPhones || phones.length === 0 || phones.some((p) => !p)) return [];
    const apart = normalizedPhoneDistance(phones.flatMap((p) => p!), termPhones);
    if (apart > distance) return [];
    if (rivals.some((rival) => rival.term !== span.term && overlaps(rival, span) && rival.distance < apart)) return [];
    return [{ span, words: termWordsOver(words, span.term) }];
  });
}

/** A term's words spread evenly over the time of the words it takes the place of. */
export function termWordsOver(words: Segment['words'], term: string): Segment['words'] {
  const [start, end] = [words[0]!.start, words.at(-1)!.end];
  const termWords = term.split(' ');
  const step = (end - start) / termWords.length;
  return termWords.map((w, k) => ({ w, start: start + k * step, end: start + (k + 1) * step }));
}

/** The distinct terms of the spans, nearest first, at most `count`: the second pass's hotwords. */
export const secondPassTerms = (spans: readonly SoundsLikeSpan[], count: number) => nearestTerms(spans, count);

/** How far apart in time (s) the span and the second pass's term may be and still overlap. */
const OVERLAP = 0.2;

/** Trailing punctuation of a word as written ("daily." -> "."). */
export const trailing = (word: string) => /[^\p{L}\p{N}]*$/u.exec(word)![0];
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The first pass's segments, with each span whose term the second pass wrote at the same time
 * (its words overlapping the span's, within 0.2 s) replaced by the second pass's words of that
 * term: the rest of the first pass stays as it was, so a second pass that wandered (Whisper given
 * hotwords may repeat them after the speech ends) changes nothing else. Nearest spans first; a
 * word is replaced once. Then the `agreed` spans (agreedSpans) whose term the second pass did not
 * write in their segment, by the term's words. The punctuation after the span stays; the text is
 * the words again.
 */
export function confirmedSpans<S extends Segment>(
  first: readonly S[],
  second: readonly Segment[],
  spans: readonly SoundsLikeSpan[],
  written: { termsIn: TermsIn; normalize: NormalizeWord },
  agreed: readonly AgreedSpan[] = [],
): { segments: S[]; confirmed: string[]; agreed: string[] } {
  const heard = second.flatMap((segment) => {
    const tokens = tokensOf(segment, written.normalize);
    return written.termsIn(tokens.map((token) => token.normalized))
      .map((span) => {
        const words = segment.words.slice(tokens[span.first]!.word, tokens[span.first + span.length - 1]!.word + 1);
        return { term: tokens.slice(span.first, span.first + span.length).map((token) => token.normalized).join(' '), words };
      });
  });
  // Each span the second pass confirmed: its term written at the same time.
  const confirmedByPass = spans.flatMap((span) => {
    const words = first[span.segment]!.words;
    const start = words[span.first]!.start;
    const end = words[span.first + span.length - 1]!.end;
    const match = heard.find((term) => term.term === span.term && term.words[0]!.start < end + OVERLAP && term.words.at(-1)!.end > start - OVERLAP);
    if (!match) return [];
    const [from, to] = [match.words[0]!.start, match.words.at(-1)!.end];
    // How much of the two times is common to both (0..1).
    const union = Math.max(end, to) - Math.min(start, from);
    const fit = union > 0 ? Math.max(0, Math.min(end, to) - Math.max(start, from)) / union : 1;
    return [{ span, words: match.words, fit }];
  });
  // The span whose time the second pass's words fit best ("saph tree oxone" for ceftriaxone, not
  // "with saph tree oxone"), then the nearest; a word is replaced once.
  confirmedByPass.sort((a, b) => b.fit - a.fit || a.span.distance - b.span.distance);
  const replaced = new Map<number, Map<number, { length: number; words: S['words'] }>>();
  const taken = new Set<string>();
  // The second pass's words of a term replace one span only ("lies in" and "a purl" are not both lisinopril).
  const used = new Set<S['words']>();
  const confirmed: string[] = [];
  const agreedTaken: string[] = [];
  const take = ({ span, words }: { span: SoundsLikeSpan; words: S['words'] }) => {
    const keys = Array.from({ length: span.length }, (_, k) => `${span.segment}:${span.first + k}`);
    if (keys.some((key) => taken.has(key)) || used.has(words)) return false;
    for (const key of keys) taken.add(key);
    used.add(words);
    const bySegment = replaced.get(span.segment) ?? new Map();
    bySegment.set(span.first, { length: span.length, words });
    replaced.set(span.segment, bySegment);
    return true;
  };
  const bySecondPass = new Set<string>();
  for (const found of confirmedByPass) {
    if (!take(found)) continue;
    confirmed.push(found.span.term);
    bySecondPass.add(`${found.span.segment}:${found.span.term}`);
  }
  // Then the spans two recognizers agreed on, where the second pass did not write their term.
  for (const found of agreed) {
    if (!bySecondPass.has(`${found.span.segment}:${found.span.term}`) && take(found)) agreedTaken.push(found.span.term);
  }
  const segments = first.map((segment, index) => {
    const changes = replaced.get(index);
    if (!changes) return { ...segment };
    const words: S['words'] = [];
    for (let k = 0; k < segment.words.length;) {
      const change = changes.get(k);
      if (!change) {
        words.push(segment.words[k++]!);
        continue;
      }
      const before = segment.words.slice(k, k + change.length);
      const after = change.words.map((word) => ({ ...word, w: bare(word.w) }));
      // The first pass's capital at a sentence start, and its punctuation after the span.
      if (/^\p{Lu}/u.test(before[0]!.w) && k === 0) after[0] = { ...after[0]!, w: after[0]!.w.charAt(0).toLocaleUpperCase('en') + after[0]!.w.slice(1) };
      after[after.length - 1] = { ...after.at(-1)!, w: after.at(-1)!.w + trailing(before.at(-1)!.w) };
      words.push(...after);
      k += change.length;
    }
    // The second pass's words may reach a little past the first pass's segment: it holds them.
    const start = Math.min(segment.start, words[0]!.start);
    const end = Math.max(segment.end, words.at(-1)!.end);
    return { ...segment, start, end, words, text: words.map((word) => word.w).join(' ') };
  });
  return { segments, confirmed, agreed: agreedTaken };
}
