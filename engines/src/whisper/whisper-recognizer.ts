import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { InstalledModels, ProcessRunner } from '@speechdeck/core/server';
import { PythonWorkers } from '../python/python-workers.ts';
import { recognizedSegment } from './recognized-speech.ts';
import { workerScript } from '../python/worker-script.ts';
import { modelsPython } from '../python/models-python.ts';

/** A Whisper model of models/manifest.json in CTranslate2's format (faster-whisper), and what it is run for here. */
export interface WhisperModel {
  /** Its id in models/manifest.json. */
  id: string;
  /** The recognition engine it is, as a request names it (`engine=whisper-base`). */
  engine: string;
  /** Its name as Whisper's authors give it, for the engine's id in a result ('whisper:tiny.en'). */
  name: string;
  /** The languages (ISO 639-1) it is offered for. */
  languages: readonly string[];
}

/** Whisper tiny.en: English only, the English default (fast enough for a real-time factor of 0.15 on 2 cores). */
export const WHISPER_TINY_EN: WhisperModel = { id: 'whisper-tiny-en', engine: 'whisper', name: 'tiny.en', languages: ['en'] };
/**
 * Whisper base, multilingual: offered for English and Turkish only, the two languages whose speech
 * it was measured on here (engines/src/recognition/README.md), though it was trained on 99.
 */
export const WHISPER_BASE: WhisperModel = { id: 'whisper-base', engine: 'whisper-base', name: 'base', languages: ['en', 'tr'] };

export interface WhisperRecognizerOptions {
  processes: ProcessRunner;
  models: InstalledModels;
  /** Worker processes at most, each with the model loaded once: SPEECHDECK_JOB_CONCURRENCY. */
  size: number;
  /** CPU threads per worker (default: the machine's cores shared among `size` workers, at least 1). */
  threads?: number;
  /** The model its workers load (default tiny.en). */
  model?: WhisperModel;
}

export interface WhisperRequest {
  /** ISO 639-1: one of the model's `languages`. */
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
 * A Whisper model (tiny.en unless told) through faster-whisper (CTranslate2, int8 on the CPU) in a
 * pool of long-lived Python workers (engines/python/whisper_worker.py), started at the first request: the model is
 * hash-checked and loaded once per worker, not per file. Word times come from Whisper's
 * cross-attention alignment; the text is cased and punctuated as Whisper writes it.
 */
export class WhisperRecognizer {
  readonly model: WhisperModel;
  private workers: PythonWorkers | undefined;

  constructor(private readonly options: WhisperRecognizerOptions) {
    this.model = options.model ?? WHISPER_TINY_EN;
  }

  /** The model and the Python environment that runs it are both there (not yet hash-checked). */
  get installed(): boolean {
    return this.options.models.has(this.model.id) && this.options.models.python !== undefined;
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
    const model = await this.options.models.load(this.model.id);
    const python = modelsPython(this.options.models, 'Whisper (faster-whisper)');
    const { processes, size } = this.options;
    const threads = this.options.threads ?? threadsPerWorker(size);
    this.workers ??= new PythonWorkers({ processes, python, script: workerScript('whisper_worker.py'), args: [model.dir, String(threads)], size, name: `Whisper ${this.model.name}` });
    return this.workers;
  }
}
