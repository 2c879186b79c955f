import { errorMessage } from '@speechdeck/core';
import { EngineUnavailableError } from '@speechdeck/core/server';
import type { AsrEngine, TranscribeOptions, Transcript } from './asr-engine.ts';

/**
 * A language's default when a request names no engine: the best one installed, and the next one
 * when it cannot run at all (503: its model missing or refused by its hash, its Python gone). A
 * request that named an engine gets that engine alone, and its 503. The transcript says which
 * engine heard it, and the notice why it was not the first.
 */
export class FallbackAsrEngine implements AsrEngine {
  readonly id: string;
  readonly languages: readonly string[];

  constructor(private readonly engines: readonly [AsrEngine, ...AsrEngine[]]) {
    this.id = engines[0].id;
    this.languages = engines[0].languages;
  }

  get ownModels() {
    return this.engines[0].ownModels;
  }

  /** The first engine's (a transcript from the next one says so in its `engine`). */
  get takesHotwords() {
    return this.engines[0].takesHotwords;
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Transcript> {
    const reasons: string[] = [];
    for (const engine of this.engines.slice(0, -1)) {
      try {
        return withReasons(await engine.transcribe(wavPath, options), reasons);
      } catch (error) {
        if (options.signal?.aborted || !(error instanceof EngineUnavailableError) || error.statusCode !== 503) throw error;
        reasons.push(`${engine.id} could not run: ${errorMessage(error)}`);
      }
    }
    return withReasons(await this.engines.at(-1)!.transcribe(wavPath, options), reasons);
  }
}

/** The transcript with a notice of the engines that could not run before the one that heard it. */
function withReasons(transcript: Transcript, reasons: readonly string[]): Transcript {
  if (reasons.length === 0) return transcript;
  const notice = `${reasons.join(' ')} Recognized with ${transcript.engine} instead.`;
  return { ...transcript, notice: transcript.notice ? `${notice} ${transcript.notice}` : notice };
}
