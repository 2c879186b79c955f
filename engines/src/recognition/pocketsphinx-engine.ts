import { EngineFailedError, readMono16kInfo, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';
import type { AsrEngine, RecognizerModels, TranscribeOptions, Transcript } from './asr-engine.ts';
import { PocketsphinxOutputParser } from './pocketsphinx-output.ts';
import { completeTranscript } from './transcript.ts';

export interface PocketsphinxConfig {
  /** The program (default `pocketsphinx_continuous` on PATH). */
  bin: string;
  /** Acoustic model folder, language model and pronunciation dictionary. */
  hmm: string;
  lm: string;
  dict: string;
  /** The language the model is for (default 'en'). */
  language: string;
  /**
   * pocketsphinx's spectral noise subtraction (`-remove_noise`), on as in pocketsphinx itself: off,
   * it lost words on noise, babble, reverberation and compressed audio, and its gain on the clean
   * LibriVox clips was within what a change of a few samples does (docs/recognition.md, figures).
   */
  removeNoise: boolean;
  /** Per file (default 2 hours: it runs ~2x faster than real time on this hardware). */
  timeoutMs?: number;
}

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** The Debian packages `pocketsphinx` and `pocketsphinx-en-us`. */
export const DEBIAN_POCKETSPHINX: PocketsphinxConfig = {
  bin: 'pocketsphinx_continuous',
  hmm: `${MODEL_DIR}/en-us`,
  lm: `${MODEL_DIR}/en-us.lm.bin`,
  dict: `${MODEL_DIR}/cmudict-en-us.dict`,
  language: 'en',
  removeNoise: true,
};

const PROGRESS_INTERVAL_MS = 250;

/**
 * CMU pocketsphinx (BSD-2), run as `pocketsphinx_continuous` on one 16 kHz mono WAV. Its own
 * voice activity detection splits the audio into utterances; each becomes a segment. Progress comes
 * from the utterances as they are printed, so a long file reports it without being cut up.
 */
export class PocketsphinxEngine implements AsrEngine {
  readonly id = 'pocketsphinx';
  readonly languages: readonly string[];
  readonly ownModels: RecognizerModels;

  constructor(
    private readonly processes: ProcessRunner,
    private readonly config: PocketsphinxConfig = DEBIAN_POCKETSPHINX,
  ) {
    this.languages = [config.language];
    this.ownModels = { lm: config.lm, dict: config.dict };
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Transcript> {
    const { durationSec } = await readMono16kInfo(wavPath);
    const parser = new PocketsphinxOutputParser();
    const { onProgress } = options;
    let lastReport = 0;
    const { hmm, removeNoise } = this.config;
    // A vocabulary's models are this engine's own with terms added (RecognitionVocabulary).
    const { lm, dict } = options.vocabulary?.pocketsphinx ?? this.ownModels;
    const args = ['-infile', wavPath, '-time', 'yes', '-hmm', hmm, '-lm', lm, '-dict', dict, '-remove_noise', removeNoise ? 'yes' : 'no'];
    // The log goes to stderr (no `-logfn /dev/null`) so a failure can say why; only its tail is kept.
    const result = await this.processes.run(this.config.bin, args, {
      name: 'pocketsphinx',
      installHint: 'apt-get install pocketsphinx pocketsphinx-en-us',
      signal: options.signal,
      timeoutMs: this.config.timeoutMs ?? 2 * 60 * 60 * 1000,
      onStdoutLine: (line) => {
        if (!parser.push(line) || !onProgress || durationSec === 0) return;
        const now = Date.now();
        if (now - lastReport < PROGRESS_INTERVAL_MS) return;
        lastReport = now;
        onProgress(Math.min(1, parser.lastEnd / durationSec));
      },
    });
    if (result.exitCode !== 0) {
      throw new EngineFailedError('The speech recognizer (pocketsphinx) failed on this audio.', 502, { cause: stderrSummary(result.stderr) });
    }
    onProgress?.(1);
    return completeTranscript({ language: options.language, durationSec, segments: parser.finish(), engine: this.id });
  }
}
