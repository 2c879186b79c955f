import { EngineFailedError } from '@speechdeck/core/server';
import type { PocketsphinxConfig } from '../recognition/pocketsphinx-engine.ts';
import { PocketsphinxOutputParser } from '../recognition/pocketsphinx-output.ts';
import { PipedDecoder } from './piped-decoder.ts';
import type { LiveRecognizer, RecognizerEvents, Utterance } from './live-recognizer.ts';

/**
 * The partial decoder closes an utterance after 0.1 s of silence instead of 0.5 s: it prints the
 * words said so far at every short pause, ~every second of running speech (README, "Choices").
 */
const PARTIAL_POSTSPEECH_FRAMES = '10';
/** Audio the partial decoder may lag behind before it is skipped: partials that late help nobody. */
const PARTIAL_MAX_BACKLOG_BYTES = 5 * 32_000;
const FINISH_TIMEOUT_MS = 60_000;

/**
 * Live recognition with Debian's pocketsphinx 0.8: one long-lived `pocketsphinx_continuous`
 * reads the audio as it comes and prints each utterance once its trailing silence (0.5 s) ends:
 * the finals. A second one on the same audio, quick to close utterances, gives the partials: the
 * words of the open utterance so far, which its final replaces. Both count time from the start
 * of the stream, so a partial belongs to the final that covers it.
 */
export class PocketsphinxStream implements LiveRecognizer {
  readonly engine = 'pocketsphinx';
  private readonly main: PipedDecoder;
  private readonly partials: PipedDecoder;
  private chunks: Utterance[] = [];
  /** End of the last final: partial words before it are already final. */
  private finalEnd = 0;
  private finishing = false;
  private partialsStopped = false;
  private finals: PocketsphinxOutputParser | undefined;

  constructor(config: PocketsphinxConfig, private readonly events: RecognizerEvents) {
    // pocketsphinx's own search, second (flat-lexicon) pass included: without it (`-fwdflat no`) finals
    // came ~0.3 s sooner but with more word errors on half the recognition conditions (README, "Figures").
    const args = decoderArgs(config);
    this.main = new PipedDecoder(config.bin, args);
    this.partials = new PipedDecoder(config.bin, [...args, '-vad_postspeech', PARTIAL_POSTSPEECH_FRAMES, '-vad_prespeech', PARTIAL_POSTSPEECH_FRAMES]);
  }

  start(): void {
    const finals = new PocketsphinxOutputParser((utterance) => this.onFinal(utterance));
    this.finals = finals;
    const partials = new PocketsphinxOutputParser((chunk) => this.onPartialChunk(chunk));
    this.main.start((line) => finals.push(line));
    this.partials.start((line) => partials.push(line));
    void this.main.exited.then(
      (code) => {
        if (code !== null && code !== 0) this.events.failed(new EngineFailedError(`The live recognizer (pocketsphinx) stopped: ${this.main.failure}`, 502));
        else if (code === 0 && !this.finishing) this.events.failed(new EngineFailedError('The live recognizer (pocketsphinx) stopped early.', 502));
      },
      (error: Error) => this.events.failed(error),
    );
    // Partials are a convenience: a partial decoder that fails leaves the finals as they are.
    void this.partials.exited.catch(() => {});
  }

  push(pcm: Buffer): boolean {
    if (!this.partialsStopped) {
      if (this.partials.pending > PARTIAL_MAX_BACKLOG_BYTES) this.stopPartials();
      else this.partials.write(pcm);
    }
    return this.main.write(pcm);
  }

  onDrain(listener: () => void): void {
    this.main.onDrain(listener);
  }

  async finish(): Promise<void> {
    this.finishing = true;
    this.stopPartials();
    this.main.end();
    // What is left to decode is at most the pipe's few seconds: a decoder still busy after this is stuck.
    const stuck = setTimeout(() => this.main.kill(), FINISH_TIMEOUT_MS);
    const code = await this.main.exited.finally(() => clearTimeout(stuck));
    if (code === null) throw new EngineFailedError('The live recognizer (pocketsphinx) did not finish the last words in time.', 504);
    if (code !== 0 && code !== null) throw new EngineFailedError(`The live recognizer (pocketsphinx) failed: ${this.main.failure}`, 502);
    // An utterance the audio ended in is printed without its closing `</s>`: its words are the last final.
    const parser = this.finals!;
    const closed = parser.segments.length;
    const cut = parser.finish()[closed];
    if (cut) this.onFinal({ start: cut.start, end: cut.end, text: cut.text, words: cut.words });
  }

  abort(): void {
    this.finishing = true;
    this.stopPartials();
    this.main.kill();
  }

  private stopPartials(): void {
    if (this.partialsStopped) return;
    this.partialsStopped = true;
    this.partials.kill();
  }

  private onFinal(utterance: Utterance): void {
    this.finalEnd = Math.max(this.finalEnd, utterance.end);
    this.chunks = this.chunks.filter((chunk) => chunk.start >= this.finalEnd);
    if (utterance.words.length > 0) this.events.final(utterance);
    this.emitPartial();
  }

  private onPartialChunk(chunk: Utterance): void {
    if (chunk.words.length === 0 || chunk.end <= this.finalEnd) return;
    this.chunks.push(chunk);
    this.emitPartial();
  }

  private emitPartial(): void {
    this.events.partial({
      start: this.chunks[0]?.start ?? this.finalEnd,
      end: this.chunks.at(-1)?.end ?? this.finalEnd,
      text: this.chunks.map((chunk) => chunk.text).join(' '),
      words: this.chunks.flatMap((chunk) => chunk.words),
    });
  }
}

/** pocketsphinx_continuous reading raw 16 kHz audio from stdin, with word times, on the configured model. */
export function decoderArgs(config: PocketsphinxConfig): string[] {
  return ['-infile', '/dev/stdin', '-time', 'yes', '-hmm', config.hmm, '-lm', config.lm, '-dict', config.dict, '-remove_noise', config.removeNoise ? 'yes' : 'no'];
}
