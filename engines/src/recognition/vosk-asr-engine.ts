import { readMono16kInfo, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { VoskFiles } from '../vosk/vosk-files.ts';
import { loadVosk, VOSK_LANGUAGE, voskInstalled } from '../vosk/vosk-model.ts';
import type { AsrEngine, TranscribeOptions, Transcript } from './asr-engine.ts';
import { completeTranscript } from './transcript.ts';

/** The model's name as Alpha Cephei gives it, for the engine's id in a transcript ('vosk:small-en-us-0.15'). */
export const VOSK_MODEL_NAME = 'small-en-us-0.15';

export interface VoskAsrEngineOptions {
  processes: ProcessRunner;
  models: InstalledModels;
  /** Worker processes at most, each with the model loaded once (~200 MB at work): SPEECHDECK_JOB_CONCURRENCY. */
  size: number;
}

/**
 * Vosk (vosk-model-small-en-us-0.15) as a batch recognizer: the engine layer's VoskFiles, a pool of
 * `vosk_worker.py serve` processes started at the first request, one whole file per request. Each of
 * Vosk's utterances (its end-pointer closes one at a pause) becomes a segment, with its words' times
 * and confidences; the text is lower case and unpunctuated, so the Punctuator restores it as it does
 * pocketsphinx's. A vocabulary is not used: Vosk takes none but a grammar, which would hear nothing
 * but its terms. A missing or refused model, or no models' Python, answers 503 naming the model and
 * the install command (a language's default then falls back); an abort kills the worker at work.
 */
export class VoskAsrEngine implements AsrEngine {
  readonly id = 'vosk';
  // The small model's graph is compiled; a grammar would hear nothing but the list.
  readonly fixedVocabulary = "Vosk's model cannot take words at run time";
  readonly languages: readonly string[] = [VOSK_LANGUAGE];
  private files: VoskFiles | undefined;

  constructor(private readonly options: VoskAsrEngineOptions) {}

  /** The model and the Python environment that runs it are both there (not yet hash-checked). */
  get installed(): boolean {
    return voskInstalled(this.options.models);
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Transcript> {
    // Anything but 16 kHz mono 16-bit is a 400 before a worker starts, not the worker's failure.
    const { durationSec } = await readMono16kInfo(wavPath);
    const files = await this.pool();
    const { segments } = await files.transcribe(wavPath, { signal: options.signal, onProgress: options.onProgress });
    options.onProgress?.(1);
    return completeTranscript({ language: options.language, durationSec, segments, engine: `${this.id}:${VOSK_MODEL_NAME}` });
  }

  /** Stops the idle workers (the host is closing); one at work stops when its request is aborted. */
  close(): void {
    this.files?.close();
  }

  private async pool(): Promise<VoskFiles> {
    // Every request checks the model (the check is cached once it passed), so one missing keeps
    // answering what to install, and one reinstalled meanwhile is found.
    const runtime = await loadVosk(this.options.models, this.options.processes);
    this.files ??= new VoskFiles(runtime, this.options.size);
    return this.files;
  }
}
