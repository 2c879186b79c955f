/**
 * Turns recognized segments into readable subtitle cues, shared by SRT and WebVTT.
 *
 * Readability rules (the usual broadcast ones): at most 42 characters per line and 2 lines per
 * cue. A segment too long for one cue is cut at word boundaries into as few cues as needed, with
 * their lengths balanced so no cue is left with a lone word; cue times come from the words' own
 * timings. When the segment has no word timings, or its text no longer matches them word for word
 * (an edited segment), its time is shared out in proportion to the characters. A cue stays at least
 * 0.7 s on screen when that does not run into the next cue, and cues never overlap (cues of
 * simultaneous speakers are cut where the next one starts). Empty segments give no cue.
 */
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';

export const MAX_LINE_CHARS = 42;
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

interface TimedToken {
  text: string;
  startMs: number;
  endMs: number;
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
    const speaker = segment.spk?.trim() || null;
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
  const texts = segment.sent.split(/\s+/).filter(Boolean);
  if (texts.length === 0) return [];
  const segmentStart = toMs(segment.start);
  const segmentEnd = Math.max(segmentStart, toMs(segment.end));
  const tokens =
    segment.words.length === texts.length
      ? texts.map((text, i) => ({ text, startMs: toMs(segment.words[i]!.start), endMs: toMs(segment.words[i]!.end) }))
      : proportional(texts, segmentStart, segmentEnd);
  return tokens.flatMap(splitOverlongToken);
}

/** Shares [startMs, endMs] among the texts by character count, the space after each included. */
function proportional(texts: string[], startMs: number, endMs: number): TimedToken[] {
  const total = texts.reduce((sum, text) => sum + text.length + 1, 0) - 1;
  let offset = 0;
  return texts.map((text) => {
    const at = (chars: number) => startMs + Math.round(((endMs - startMs) * chars) / total);
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
  return proportional(pieces, token.startMs, token.endMs).map((piece, i) => ({ ...piece, text: pieces[i]! }));
}

/**
 * Greedy packing gives the fewest cues; packing again with a per-cue character budget, the
 * smallest (binary search from the even share) that keeps that number of cues, balances them.
 */
function splitIntoCues(tokens: TimedToken[], prefix: string): TimedToken[][] {
  const greedy = pack(tokens, prefix, Infinity);
  if (greedy.length === 1) return greedy;
  const totalChars = tokens.reduce((sum, t) => sum + t.text.length + 1, 0);
  let best = greedy;
  let low = Math.ceil(totalChars / greedy.length);
  let high = totalChars;
  while (low <= high) {
    const budget = Math.floor((low + high) / 2);
    const groups = pack(tokens, prefix, budget);
    if (groups.length <= greedy.length) {
      best = groups;
      high = budget - 1;
    } else {
      low = budget + 1;
    }
  }
  return best;
}

function pack(tokens: TimedToken[], prefix: string, budget: number): TimedToken[][] {
  const groups: TimedToken[][] = [];
  let current: TimedToken[] = [];
  let lengths: number[] = [];
  let chars = 0;
  for (const token of tokens) {
    lengths.push(token.text.length);
    const fits = chars + token.text.length + 1 <= budget && lineBreak(lengths, prefix.length) !== null;
    if (current.length > 0 && !fits) {
      groups.push(current);
      current = [];
      lengths = [token.text.length];
      chars = 0;
    }
    current.push(token);
    chars += token.text.length + 1;
  }
  groups.push(current);
  return groups;
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

/** How many words go on the first line (all of them: one line), or null when two lines are not enough. */
function lineBreak(lengths: number[], prefixLength: number): number | null {
  const total = lengths.reduce((sum, n) => sum + n, 0) + lengths.length - 1;
  if (prefixLength + total <= MAX_LINE_CHARS) return lengths.length;
  let best: number | null = null;
  let bestLonger = Infinity;
  let firstWords = 0;
  for (let cut = 1; cut < lengths.length; cut++) {
    firstWords += lengths[cut - 1]!;
    const first = prefixLength + firstWords + cut - 1;
    const second = total - firstWords - cut;
    const longer = Math.max(first, second);
    if (first <= MAX_LINE_CHARS && second <= MAX_LINE_CHARS && longer < bestLonger) {
      best = cut;
      bestLonger = longer;
    }
  }
  return best;
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
  const label = speaker.replace(/\s+/g, ' ');
  return label.length > MAX_SPEAKER_CHARS ? `${label.slice(0, MAX_SPEAKER_CHARS - 1)}…` : label;
}

function toMs(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000));
}
