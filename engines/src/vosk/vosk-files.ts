import { PythonWorkers } from '../python/python-workers.ts';
import type { VoskRuntime } from './vosk-model.ts';
import { utteranceOf, type VoskUtterance, type WorkerUtterance } from './vosk-utterance.ts';

/** Shaped as stt's Transcript is: its segments are Vosk's utterances. */
export interface VoskTranscript {
  /** The utterances with words, in order; times in seconds from the start of the file. */
  segments: VoskUtterance[];
  durationSec: number;
}

export interface VoskFileOptions {
  signal?: AbortSignal;
  /** Fraction of the file done, 0..1, a few times a second. */
  onProgress?: (fraction: number) => void;
  /**
   * Hear only these phrases (lower case, words of the model's vocabulary), anything else as "[unk]":
   * Vosk's grammar, for keyword spotting. Absent: the model's whole language model.
   */
  grammar?: readonly string[];
}

/**
 * Vosk on whole files: a pool of `vosk_worker.py serve` processes (PythonWorkers), each with the
 * model loaded once, one 16 kHz mono 16-bit WAV per request.
 */
export class VoskFiles {
  private readonly workers: PythonWorkers;

  /** `size`: processes at most, each with its own copy of the model (~200 MB at work). */
  constructor(runtime: VoskRuntime, size: number) {
    this.workers = new PythonWorkers({ processes: runtime.processes, python: runtime.python, script: runtime.script, args: [runtime.modelDir, 'serve'], size, name: 'Vosk' });
  }

  async transcribe(wav16kMonoPath: string, options: VoskFileOptions = {}): Promise<VoskTranscript> {
    const request = { wav: wav16kMonoPath, ...(options.grammar ? { grammar: [...options.grammar, '[unk]'] } : {}) };
    const onEvent = (event: unknown) => {
      const progress = (event as { progress?: unknown }).progress;
      if (typeof progress === 'number') options.onProgress?.(progress);
    };
    const answer = await this.workers.run<{ utterances: WorkerUtterance[]; seconds: number }>(request, { signal: options.signal, onEvent });
    return { segments: answer.utterances.map((utterance) => utteranceOf(utterance, 0)), durationSec: answer.seconds };
  }

  /** The words the model's vocabulary lacks: Vosk never hears them (a grammar leaves them out). */
  async unknownWords(words: readonly string[]): Promise<string[]> {
    return (await this.workers.run<{ unknownWords: string[] }>({ words })).unknownWords;
  }

  /** Kills the processes (the host is closing). */
  close(): void {
    this.workers.close();
  }
}
