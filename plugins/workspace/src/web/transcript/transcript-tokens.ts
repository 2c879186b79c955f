import type { RecognizedSegment } from '../../index.ts';

/** One clickable word of a transcript, with the times of the recognized word it stands for. */
export interface TranscriptToken {
  text: string;
  start: number;
  end: number;
}

/** A highlighted word stays lit this long after it ends, so short pauses do not flicker. */
const LINGER_SECONDS = 0.2;

const letters = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The words of a segment to show: its sentence as written (casing and punctuation restored) when it
 * still matches the recognized words one to one, else the recognized words when only the
 * punctuation differs, else null: the text was edited and no longer matches the timings, so it is
 * shown whole.
 */
export function segmentTokens(segment: Pick<RecognizedSegment, 'sent' | 'words'>): TranscriptToken[] | null {
  const { words } = segment;
  if (words.length === 0) return null;
  const written = segment.sent.split(/\s+/).filter(Boolean);
  if (written.length === words.length && written.every((token, index) => letters(token) === letters(words[index]!.w))) {
    return written.map((text, index) => ({ text, start: words[index]!.start, end: words[index]!.end }));
  }
  if (letters(segment.sent) === letters(words.map((word) => word.w).join(''))) {
    return words.map((word) => ({ text: word.w, start: word.start, end: word.end }));
  }
  return null;
}

/** The index of the word being said at `time`, or -1 (tokens sorted by start). */
export function currentTokenIndex(tokens: readonly TranscriptToken[], time: number): number {
  let low = 0;
  let high = tokens.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (tokens[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found >= 0 && time < tokens[found]!.end + LINGER_SECONDS ? found : -1;
}

/** Where `time` falls in a segment: -2 outside it, -1 inside but between words, else the word's index. */
export function segmentPlayState(segment: Pick<RecognizedSegment, 'start' | 'end'>, tokens: readonly TranscriptToken[] | null, time: number): number {
  if (time < segment.start || time >= Math.max(segment.end, segment.start + 0.01)) return -2;
  return tokens ? currentTokenIndex(tokens, time) : -1;
}
