/**
 * Packing a segment's words into cues of at most two lines of MAX_LINE_CHARS (the speaker prefix
 * on the first), and the line break of one cue. Packing does constant work per word: it runs a few
 * times per segment, and a segment sent to `POST /api/stt/toSrt` may hold a megabyte of text.
 */
export const MAX_LINE_CHARS = 42;

export interface TimedToken {
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * Where each cue starts (indices into `tokens`), each cue as many words as fit two lines and
 * `budget` characters (a space after each word counted). Indices rather than arrays of words: the
 * balancing passes only count the cues.
 */
export function packTokens(tokens: readonly TimedToken[], prefixLength: number, budget: number): number[] {
  const starts = [0];
  let chars = 0;
  let lines = new TwoLines(prefixLength);
  tokens.forEach((token, index) => {
    const length = token.text.length;
    if (index > starts.at(-1)! && !(chars + length + 1 <= budget && lines.fits(length))) {
      starts.push(index);
      chars = 0;
      lines = new TwoLines(prefixLength);
    }
    lines.add(length);
    chars += length + 1;
  });
  return starts;
}

/**
 * Whether a cue's words still fit two lines, word by word. Filling the first line as far as it
 * goes and putting the rest on the second is the fit that leaves the second shortest, so the words
 * fit two lines exactly when they fit this way (`lineBreak` then chooses the balanced break).
 */
class TwoLines {
  private first: number;
  private firstWords = 0;
  private second = -1;
  /** A first word that does not fit beside the prefix gets the cue to itself. */
  private closed = false;

  constructor(prefixLength: number) {
    this.first = prefixLength - 1;
  }

  fits(length: number): boolean {
    if (this.closed) return false;
    if (this.second >= 0) return this.second + 1 + length <= MAX_LINE_CHARS;
    return this.first + 1 + length <= MAX_LINE_CHARS || (this.firstWords > 0 && length <= MAX_LINE_CHARS);
  }

  add(length: number): void {
    if (this.second >= 0) this.second += 1 + length;
    else if (this.first + 1 + length <= MAX_LINE_CHARS) {
      this.first += 1 + length;
      this.firstWords++;
    } else if (this.firstWords > 0) this.second = length;
    else this.closed = true;
  }
}

/** How many words go on the first line (all of them: one line), or null when two lines are not enough. */
export function lineBreak(lengths: number[], prefixLength: number): number | null {
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
