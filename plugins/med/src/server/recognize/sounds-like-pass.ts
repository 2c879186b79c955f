import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import { heardPhones, nearestTerms, normalizedPhoneDistance, type Pronouncer, type SoundsLikeIndex, type SoundsLikeOptions } from '@speechdeck/engines/recognition';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { normalizeWord } from '../lexicon/normalize.ts';
import { tagWords } from '../tagging/tag-words.ts';
import { ruledTerms, SOUNDS_LIKE_CATEGORIES } from './lexicon-phones.ts';

/** Segments as the recognizers answer them (words with times): the text may be rebuilt from the words. */
type Segment = Pick<RecognizedSegment, 'start' | 'end' | 'words'> & { text: string };

/** A span of a segment's words that sounds like a lexicon term the recognizer did not write. */
export interface SoundsLikeSpan {
  /** Index of the segment, of its first word (in `words`), and how many words. */
  segment: number;
  first: number;
  length: number;
  term: string;
  /** The normalized phone distance (SoundsLikeIndex): 0 the same sounds. */
  distance: number;
}

/**
 * How near a term has to sound, measured on the spoken sentences (README, "Figures"): within 0.35
 * of the term's phones (0.25 for a word only a rule placed), spans of up to 4 words, terms and
 * spans of 4 phones or more, the 3 nearest terms of each span.
 */
export const SECOND_PASS_MATCHING: Required<Pick<SoundsLikeOptions, 'maxDistance' | 'maxWords' | 'minPhones' | 'perSpan'>> & { ruledMaxDistance: number } = {
  maxDistance: 0.35,
  maxWords: 4,
  minPhones: 4,
  perSpan: 3,
  /** A term only a rule placed (the word list's long tail) has to sound nearer. */
  ruledMaxDistance: 0.25,
};

/** A candidate this near a term the first pass wrote in the segment is that term said again, or another spelling of it. */
const SAME_SOUND = 0.15;

/** A segment's words as the tagger reads them (normalized), each with its index in `words`. */
function tokensOf(segment: Segment, language: string): { word: number; normalized: string }[] {
  return segment.words.map((word, index) => ({ word: index, normalized: normalizeWord(word.w, language) })).filter((token) => token.normalized.length > 0);
}

/**
 * The spans of the first pass's words that sound like a term of the lexicon it did not write,
 * nearest first. A span may hold a term the tagger found only whole and with more words than it
 * ("bladders can" for bladder scan, "echo cardiogram" for echocardiogram), never part of one, and
 * never the words of one term alone; a term already heard in the segment is not a candidate again.
 */
export async function soundsLikeSpans(
  segments: readonly Segment[],
  lexicon: MedicalLexicon,
  index: SoundsLikeIndex,
  pronouncer: Pronouncer,
  options: SoundsLikeOptions & { ruledMaxDistance?: number; signal?: AbortSignal } = {},
): Promise<SoundsLikeSpan[]> {
  const { signal, ruledMaxDistance, perSpan, ...matching } = { ...SECOND_PASS_MATCHING, ...options };
  const ruled = ruledTerms(lexicon);
  const tokens = segments.map((segment) => tokensOf(segment, lexicon.language));
  // Each distinct word said once (heardPhones answers in the order asked).
  const distinct = [...new Set(tokens.flat().map((token) => token.normalized))];
  const said = await heardPhones(distinct, pronouncer, lexicon.language);
  const phonesOf = new Map(distinct.map((word, i) => [word, said[i]]));
  const spans: SoundsLikeSpan[] = [];
  for (const [segment, words] of tokens.entries()) {
    if (words.length === 0) continue;
    const normalized = words.map((token) => token.normalized);
    const tagged = tagWords(normalized, lexicon);
    const heardTerms = new Set(tagged.map((span) => normalized.slice(span.first, span.first + span.length).join(' ')));
    const inTerm = new Set(tagged.flatMap((span) => Array.from({ length: span.length }, (_, k) => span.first + k)));
    // Every candidate of each span, then the best `perSpan` of those that pass the rules below.
    const found = await index.candidatesInTurn(normalized.map((word) => phonesOf.get(word)), { ...matching, perSpan: Infinity }, signal);
    const kept = new Map<string, number>();
    const heardPhonesOf = tagged.map((span) => normalized.slice(span.first, span.first + span.length).flatMap((word) => phonesOf.get(word) ?? []));
    for (const candidate of found) {
      const end = candidate.first + candidate.length;
      if (heardTerms.has(candidate.term)) continue;
      if (candidate.distance > ruledMaxDistance && ruled.has(candidate.term)) continue;
      // Another spelling or a near twin of a term it wrote ("tumour" for "tumor", "hypotension" for "hypertension").
      const phones = index.phonesOf(candidate.term) ?? [];
      if (heardPhonesOf.some((heard) => heard.length > 0 && normalizedPhoneDistance(heard, phones) <= SAME_SOUND)) continue;
      if (Array.from({ length: candidate.length }, (_, k) => candidate.first + k).every((k) => inTerm.has(k))) continue;
      if (!tagged.every((span) => span.first + span.length <= candidate.first || span.first >= end || (span.first >= candidate.first && span.first + span.length <= end))) continue;
      const key = `${candidate.first}+${candidate.length}`;
      if ((kept.get(key) ?? 0) >= perSpan) continue;
      kept.set(key, (kept.get(key) ?? 0) + 1);
      spans.push({ segment, first: words[candidate.first]!.word, length: words[end - 1]!.word - words[candidate.first]!.word + 1, term: candidate.term, distance: candidate.distance });
    }
  }
  return spans.sort((a, b) => a.distance - b.distance);
}

/** The distinct terms of the spans, nearest first, at most `count`: the second pass's hotwords. */
export const secondPassTerms = (spans: readonly SoundsLikeSpan[], count: number) => nearestTerms(spans, count);

/** How far apart in time (s) the span and the second pass's term may be and still overlap. */
const OVERLAP = 0.2;

/** Trailing punctuation of a word as written ("daily." -> "."). */
const trailing = (word: string) => /[^\p{L}\p{N}]*$/u.exec(word)![0];
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The first pass's segments, with each span whose term the second pass wrote at the same time
 * (its words overlapping the span's, within 0.2 s) replaced by the second pass's words of that
 * term: the rest of the first pass stays as it was, so a second pass that wandered (Whisper given
 * hotwords may repeat them after the speech ends) changes nothing else. Nearest spans first; a
 * word is replaced once. The punctuation after the span stays; the text is the words again.
 */
export function confirmedSpans(
  first: readonly Segment[],
  second: readonly Segment[],
  spans: readonly SoundsLikeSpan[],
  lexicon: MedicalLexicon,
): { segments: Segment[]; confirmed: string[] } {
  const heard = second.flatMap((segment) => {
    const tokens = tokensOf(segment, lexicon.language);
    return tagWords(tokens.map((token) => token.normalized), lexicon)
      .filter((span) => SOUNDS_LIKE_CATEGORIES.has(span.category))
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
  const replaced = new Map<number, Map<number, { length: number; words: Segment['words'] }>>();
  const taken = new Set<string>();
  // The second pass's words of a term replace one span only ("lies in" and "a purl" are not both lisinopril).
  const used = new Set<Segment['words']>();
  const confirmed: string[] = [];
  for (const { span, words } of confirmedByPass) {
    const keys = Array.from({ length: span.length }, (_, k) => `${span.segment}:${span.first + k}`);
    if (keys.some((key) => taken.has(key)) || used.has(words)) continue;
    for (const key of keys) taken.add(key);
    used.add(words);
    const bySegment = replaced.get(span.segment) ?? new Map();
    bySegment.set(span.first, { length: span.length, words });
    replaced.set(span.segment, bySegment);
    confirmed.push(span.term);
  }
  const segments = first.map((segment, index) => {
    const changes = replaced.get(index);
    if (!changes) return { ...segment };
    const words: Segment['words'] = [];
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
  return { segments, confirmed };
}

/** A single word the tagger reads as a drug, condition, anatomy, procedure or test term. */
function isWordTerm(word: string, lexicon: MedicalLexicon): boolean {
  return tagWords([word], lexicon).some((span) => SOUNDS_LIKE_CATEGORIES.has(span.category));
}

/**
 * Compounds a recognizer wrote as two words ("chemo therapy", "echo cardiogram", "heart burn"),
 * joined where the two words together (or with a hyphen) are a term and the two are not a term as
 * they are: the joined word keeps the first word's start and the second's end and punctuation.
 */
export function joinedCompounds(segments: readonly Segment[], lexicon: MedicalLexicon): { segments: Segment[]; joined: string[] } {
  const joined: string[] = [];
  const out = segments.map((segment) => {
    const words: Segment['words'] = [];
    let changed = false;
    for (let k = 0; k < segment.words.length; k++) {
      const a = segment.words[k]!;
      const b = segment.words[k + 1];
      const first = normalizeWord(a.w, lexicon.language);
      const second = b ? normalizeWord(b.w, lexicon.language) : '';
      // Punctuation between the two ("chemo, therapy") ends the chance that they are one word.
      const compound = b && first && second && trailing(a.w) === ''
        ? [`${first}${second}`, `${first}-${second}`].find((word) => isWordTerm(word, lexicon))
        : undefined;
      if (!compound || tagWords([first, second], lexicon).some((span) => span.length === 2)) {
        words.push(a);
        continue;
      }
      const written = compound.includes('-') ? `${a.w}-${b!.w}` : `${a.w}${b!.w.charAt(0).toLocaleLowerCase(lexicon.language)}${b!.w.slice(1)}`;
      words.push({ ...a, w: written, end: b!.end, ...(a.conf !== undefined && b!.conf !== undefined ? { conf: Math.min(a.conf, b!.conf) } : {}) });
      joined.push(compound);
      changed = true;
      k++;
    }
    return changed ? { ...segment, words, text: words.map((word) => word.w).join(' ') } : { ...segment };
  });
  return { segments: out, joined };
}
