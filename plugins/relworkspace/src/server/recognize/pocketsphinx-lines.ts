import type { RecognizedWord } from '@speechdeck/plugin-workspace';
import type { Utterance } from './live-recognizer.ts';

/** `word start end posterior`, as `-time yes` prints each token of an utterance. */
const TOKEN_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\S+)$/;
/** Silence, noise and sentence marks of the model (`<sil>`, `[NOISE]`, `++GARBAGE++`). */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/**
 * Reads `pocketsphinx_continuous -time yes` as it prints, one utterance at a time: the hypothesis
 * line, then `<s>`, the words and `</s>` with their times (seconds from the start of the stream,
 * which the decoder keeps counting across utterances).
 */
export class UtteranceLines {
  private words: RecognizedWord[] = [];
  private start: number | undefined;

  /** The utterance a line closed, if it closed one (an utterance of fillers only has no words). */
  push(line: string): Utterance | undefined {
    const match = TOKEN_LINE.exec(line.trim());
    if (!match) return undefined;
    const [, token, from, to, posterior] = match as unknown as [string, string, string, string, string];
    if (token === '<s>') {
      this.words = [];
      this.start = Number(from);
      return undefined;
    }
    if (token === '</s>') {
      const words = this.words;
      const utterance = { start: this.start ?? words[0]?.start ?? Number(from), end: Number(to), text: words.map((w) => w.w).join(' '), words };
      this.words = [];
      this.start = undefined;
      return utterance;
    }
    if (FILLER.test(token)) return undefined;
    const conf = Number(posterior);
    this.words.push({
      w: token.replace(/\(\d+\)$/, ''),
      start: Number(from),
      end: Number(to),
      ...(Number.isFinite(conf) ? { conf: Math.round(Math.min(1, Math.max(0, conf)) * 1000) / 1000 } : {}),
    });
    return undefined;
  }
}
