import type { RecognizedSegment, RecognizedWord } from './asr-engine.ts';

/** `word start end posterior`, as `-time yes` prints every word of an utterance. */
const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+)(?: (\S+))?$/;
/** Silence, noise and utterance marks of the acoustic model's noise dictionary, plus `++GARBAGE++` style fillers. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
/** `was(2)`: the dictionary's second pronunciation of "was". */
const ALTERNATE = /\(\d+\)$/;

/** An utterance as pocketsphinx closed it: from its `<s>` to its `</s>` (silence included), with its real words (none for one of noise only). */
export interface PocketsphinxUtterance {
  start: number;
  end: number;
  text: string;
  words: RecognizedWord[];
}

/**
 * Turns pocketsphinx_continuous stdout, fed line by line, into segments: one per utterance (from
 * `<s>` to `</s>`), keeping only real words. The hypothesis line printed before each utterance's
 * timings repeats the words without times and is skipped. `onUtterance` hears of each utterance as
 * it closes, for a decoder that is read while it runs (live recognition).
 */
export class PocketsphinxOutputParser {
  private words: RecognizedWord[] = [];
  private opened: number | undefined;
  readonly segments: RecognizedSegment[] = [];
  /** End of the last utterance seen, for progress. */
  lastEnd = 0;

  constructor(private readonly onUtterance?: (utterance: PocketsphinxUtterance) => void) {}

  /** Answers true when the line closed an utterance. */
  push(line: string): boolean {
    const match = WORD_LINE.exec(line.trim());
    if (!match) return false;
    const [, token, start, end, posterior] = match as unknown as [string, string, string, string, string | undefined];
    if (token === '<s>') {
      this.words = [];
      this.opened = Number(start);
      return false;
    }
    if (token === '</s>') {
      this.lastEnd = Number(end);
      const words = this.closeUtterance();
      this.onUtterance?.({ start: this.opened ?? words[0]?.start ?? Number(start), end: Number(end), text: textOf(words), words });
      this.opened = undefined;
      return true;
    }
    if (FILLER.test(token)) return false;
    const conf = posterior === undefined ? NaN : Number(posterior);
    this.words.push({
      w: token.replace(ALTERNATE, ''),
      start: Number(start),
      end: Number(end),
      ...(Number.isFinite(conf) ? { conf: Math.round(Math.min(1, Math.max(0, conf)) * 1000) / 1000 } : {}),
    });
    return false;
  }

  /** Keeps the words of an utterance cut short (a killed run) as a last segment. */
  finish(): RecognizedSegment[] {
    this.closeUtterance();
    return this.segments;
  }

  private closeUtterance(): RecognizedWord[] {
    const words = this.words;
    this.words = [];
    if (words.length > 0) this.segments.push({ start: words[0]!.start, end: words.at(-1)!.end, text: textOf(words), words });
    return words;
  }
}

const textOf = (words: readonly RecognizedWord[]) => words.map((w) => w.w).join(' ');
