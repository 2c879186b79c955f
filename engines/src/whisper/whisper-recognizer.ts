import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { InstalledModels, ProcessRunner } from '@speechdeck/core/server';
import { PythonWorkers } from '../python/python-workers.ts';
import { recognizedSegment } from './recognized-speech.ts';
import { workerScript } from '../python/worker-script.ts';
import { modelsPython } from '../python/models-python.ts';

/** The model of models/manifest.json: Whisper tiny.en in CTranslate2's format (faster-whisper). */
export const WHISPER_MODEL_ID = 'whisper-tiny-en';
/** Its name as Whisper's authors give it, for the engine's id ('whisper:tiny.en'). */
export const WHISPER_MODEL_NAME = 'tiny.en';

export interface WhisperRecognizerOptions {
  processes: ProcessRunner;
  models: InstalledModels;
  /** Worker processes at most, each with the model loaded once: SPEECHDECK_JOB_CONCURRENCY. */
  size: number;
  /** CPU threads per worker (default: the machine's cores shared among `size` workers, at least 1). */
  threads?: number;
}

export interface WhisperRequest {
  /** ISO 639-1; tiny.en hears English only. */
  language: string;
  /** Text the audio is likely to continue (Whisper's initial prompt): the first 30 s window only. */
  prompt?: string;
  /** Words and phrases to favour in every window (faster-whisper's hotwords); the first ~220 tokens are kept. */
  hotwords?: string;
  /** Silero voice activity in front of the decoder (default true): silence, music and noise give no words. */
  vad?: boolean;
  signal?: AbortSignal;
  /** Fraction of the audio done, 0..1, a few times a second at most. */
  onProgress?: (fraction: number) => void;
}

const whisperAnswer = z.object({ durationSec: z.number(), language: z.string(), segments: z.array(recognizedSegment) });
export type WhisperTranscription = z.infer<typeof whisperAnswer>;

const progressEvent = z.object({ progress: z.number() });

/** Each worker's share of the machine: together the pool uses every core and no more. */
export const threadsPerWorker = (size: number) => Math.max(1, Math.floor(availableParallelism() / size));

/**
 * Whisper tiny.en through faster-whisper (CTranslate2, int8 on the CPU) in a pool of long-lived
 * Python workers (engines/python/whisper_worker.py), started at the first request: the model is
 * hash-checked and loaded once per worker, not per file. Word times come from Whisper's
 * cross-attention alignment; the text is cased and punctuated as Whisper writes it.
 */
export class WhisperRecognizer {
  readonly languages: readonly string[] = ['en'];
  readonly modelName = WHISPER_MODEL_NAME;
  private workers: PythonWorkers | undefined;

  constructor(private readonly options: WhisperRecognizerOptions) {}

  /** The model and the Python environment that runs it are both there (not yet hash-checked). */
  get installed(): boolean {
    return this.options.models.has(WHISPER_MODEL_ID) && this.options.models.python !== undefined;
  }

  /**
   * Recognizes a file (any format ffmpeg reads; the host gives a 16 kHz mono WAV). Throws
   * EngineUnavailableError 503 naming the model and the install command when it cannot load,
   * EngineFailedError 502 when the worker fails; an abort kills the worker at work.
   */
  async transcribe(path: string, request: WhisperRequest): Promise<WhisperTranscription> {
    const workers = await this.pool();
    const { signal, onProgress, ...rest } = request;
    const answer = await workers.run<unknown>(
      { path, language: rest.language, prompt: rest.prompt, hotwords: rest.hotwords, vad: rest.vad ?? true },
      {
        signal,
        onEvent: (event) => {
          const parsed = progressEvent.safeParse(event);
          if (parsed.success) onProgress?.(parsed.data.progress);
        },
      },
    );
    const transcription = whisperAnswer.parse(answer);
    onProgress?.(1);
    return transcription;
  }

  /** Stops the idle workers (the host is closing); one at work stops when its request is aborted. */
  close(): void {
    this.workers?.close();
  }

  private async pool(): Promise<PythonWorkers> {
    // Every request checks the model (the check is cached once it passed), so one reinstalled
    // meanwhile is found, and one missing keeps answering what to install.
    const model = await this.options.models.load(WHISPER_MODEL_ID);
    const python = modelsPython(this.options.models, 'Whisper (faster-whisper)');
    const { processes, size } = this.options;
    const threads = this.options.threads ?? threadsPerWorker(size);
    this.workers ??= new PythonWorkers({ processes, python, script: workerScript('whisper_worker.py'), args: [model.dir, String(threads)], size, name: 'Whisper' });
    return this.workers;
  }
}
