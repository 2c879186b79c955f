/**
 * Turns recognized segments into readable subtitle cues, shared by SRT and WebVTT.
 *
 * Readability rules (the usual broadcast ones): at most 42 characters per line and 2 lines per
 * cue. A segment too long for one cue is cut at word boundaries into as few cues as needed, with
 * their lengths balanced so no cue is left with a lone word; cue times come from the words' own
 * timings. When the segment has no word timings, or its text no longer matches them word for word
 * (an edited segment), its time is shared out in proportion to the characters. A cue stays at least
 * 0.7 s on screen when that does not run into the next cue, and cues never overlap (cues of
 * simultaneous speakers are cut where the next one starts). Empty segments give no cue. Control
 * characters never reach a cue, and times stay within the media's bounds (timecode.ts).
 */
import type { RecognizedSegment } from '../contract/recognition-result.ts';
import { lineBreak, MAX_LINE_CHARS, packTokens, type TimedToken } from './cue-packing.ts';
import { oneLine, speakerLabel } from './shown-text.ts';
import { mediaSeconds } from './timecode.ts';

const MIN_CUE_MS = 700;
/** Longer speaker names are shortened in the on-screen prefix so the line limit still holds. */
const MAX_SPEAKER_CHARS = 20;

export interface Cue {
  startMs: number;
  endMs: number;
  /** The segment's full speaker label, or null when not diarized. */
  speaker: string | null;
  /** One or two lines, each at most MAX_LINE_CHARS long (the speaker prefix included). */
  lines: string[];
}

/**
 * `speakerPrefix`: put `S1: ` at the start of each cue of a diarized segment (SRT has no other
 * way to say who speaks; WebVTT uses a voice tag instead and passes false).
 */
export function buildCues(segments: readonly RecognizedSegment[], options: { speakerPrefix: boolean }): Cue[] {
  const cues: Cue[] = [];
  for (const segment of segments) {
    const tokens = timedTokens(segment);
    if (tokens.length === 0) continue;
    const speaker = speakerLabel(segment.spk);
    const prefix = options.speakerPrefix && speaker ? `${shortSpeaker(speaker)}: ` : '';
    const groups = splitIntoCues(tokens, prefix);
    groups.forEach((group, index) => {
      const first = group[0]!;
      const last = group[group.length - 1]!;
      // The first and last cues span the whole segment, so pauses at its edges stay covered.
      const startMs = index === 0 ? Math.min(toMs(segment.start), first.startMs) : first.startMs;
      const endMs = index === groups.length - 1 ? Math.max(toMs(segment.end), last.endMs) : last.endMs;
      cues.push({ startMs, endMs, speaker, lines: layout(group.map((t) => t.text), prefix) });
    });
  }
  return settleTimes(cues);
}

function timedTokens(segment: RecognizedSegment): TimedToken[] {
  const line = oneLine(segment.sent);
  if (line === '') return [];
  const texts = line.split(' ');
  const segmentStart = toMs(segment.start);
  const segmentEnd = Math.max(segmentStart, toMs(segment.end));
  const tokens =
    segment.words.length === texts.length
      ? texts.map((text, i) => ({ text, startMs: toMs(segment.words[i]!.start), endMs: toMs(segment.words[i]!.end) }))
      : proportional(texts, segmentStart, segmentEnd);
  return tokens.some((token) => token.text.length > MAX_LINE_CHARS) ? tokens.flatMap(splitOverlongToken) : tokens;
}

/** Shares [startMs, endMs] among the texts by character count, the space after each included. */
function proportional(texts: string[], startMs: number, endMs: number): TimedToken[] {
  const total = texts.reduce((sum, text) => sum + text.length + 1, 0) - 1;
  const at = (chars: number) => startMs + Math.round(((endMs - startMs) * chars) / total);
  let offset = 0;
  return texts.map((text) => {
    const token = { text, startMs: at(offset), endMs: at(offset + text.length) };
    offset += text.length + 1;
    return token;
  });
}

/** A "word" longer than a line (a URL, a run without spaces) is hard-cut into line-sized pieces. */
function splitOverlongToken(token: TimedToken): TimedToken[] {
  if (token.text.length <= MAX_LINE_CHARS) return [token];
  const pieces: string[] = [];
  for (let at = 0; at < token.text.length; at += MAX_LINE_CHARS) pieces.push(token.text.slice(at, at + MAX_LINE_CHARS));
  return proportional(pieces, token.startMs, token.endMs);
}

/**
 * Greedy packing gives the fewest cues; packing again with a per-cue character budget, the
 * smallest (binary search) that keeps that number of cues, balances them. That budget lies between
 * the even share and the fullest greedy cue (a budget that size packs as greedily), a span of at
 * most two lines: a few passes, however long the segment.
 */
function splitIntoCues(tokens: TimedToken[], prefix: string): TimedToken[][] {
  const greedy = packTokens(tokens, prefix.length, Infinity);
  let best = greedy;
  if (greedy.length > 1) {
    const totalChars = tokens.reduce((sum, t) => sum + t.text.length + 1, 0);
    let low = Math.ceil(totalChars / greedy.length);
    let high = fullestCueChars(tokens, greedy) - 1;
    while (low <= high) {
      const budget = Math.floor((low + high) / 2);
      const starts = packTokens(tokens, prefix.length, budget);
      if (starts.length <= greedy.length) {
        best = starts;
        high = budget - 1;
      } else {
        low = budget + 1;
      }
    }
  }
  return best.map((start, i) => tokens.slice(start, best[i + 1]));
}

function fullestCueChars(tokens: TimedToken[], starts: number[]): number {
  let fullest = 0;
  starts.forEach((start, i) => {
    let chars = 0;
    for (let t = start; t < (starts[i + 1] ?? tokens.length); t++) chars += tokens[t]!.text.length + 1;
    fullest = Math.max(fullest, chars);
  });
  return fullest;
}

/**
 * Lines for the words of one cue. Words that fit on one line stay on one; otherwise the break
 * makes the longer of two lines shortest (ties: the shorter first line).
 */
function layout(words: string[], prefix: string): string[] {
  const cut = lineBreak(words.map((w) => w.length), prefix.length);
  if (cut === words.length) return [prefix + words.join(' ')];
  // Only a single line-sized piece after a speaker prefix has no break: the prefix gets its own line.
  if (cut === null) return [prefix.trimEnd(), words.join(' ')];
  return [prefix + words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
}

/** Orders cues, then makes times strictly increasing, non-overlapping and at least MIN_CUE_MS long where room allows. */
function settleTimes(cues: Cue[]): Cue[] {
  const ordered = cues.map((cue, order) => ({ cue, order })).sort((a, b) => a.cue.startMs - b.cue.startMs || a.order - b.order).map((x) => x.cue);
  ordered.forEach((cue, i) => {
    // Two cues starting together (overlapping speakers): the later one moves by a millisecond.
    if (i > 0) cue.startMs = Math.max(cue.startMs, ordered[i - 1]!.startMs + 1);
  });
  ordered.forEach((cue, i) => {
    const nextStart = ordered[i + 1]?.startMs ?? Infinity;
    cue.endMs = Math.min(Math.max(cue.endMs, cue.startMs + MIN_CUE_MS), nextStart);
  });
  return ordered;
}

function shortSpeaker(speaker: string): string {
  return speaker.length > MAX_SPEAKER_CHARS ? `${speaker.slice(0, MAX_SPEAKER_CHARS - 1)}…` : speaker;
}

function toMs(seconds: number): number {
  return Math.round(mediaSeconds(seconds) * 1000);
}
