import type { WhisperRecognizer } from '../whisper/whisper-recognizer.ts';
import type { AsrEngine, TranscribeOptions, Transcript } from './asr-engine.ts';
import { vocabularyPrompt } from './openai-asr-engine.ts';
import { completeTranscript } from './transcript.ts';

/**
 * A Whisper model (WhisperRecognizer: faster-whisper workers, Silero voice activity in front) as
 * a batch recognizer: `whisper` (tiny.en) or `whisper-base`. A vocabulary's first terms go in as
 * faster-whisper's hotwords, which every 30 s window is decoded with (a prompt would steer the
 * first window only).
 */
export class WhisperAsrEngine implements AsrEngine {
  readonly id: string;
  readonly takesHotwords = true;
  readonly languages: readonly string[];

  constructor(private readonly recognizer: WhisperRecognizer) {
    this.id = recognizer.model.engine;
    this.languages = recognizer.model.languages;
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Transcript> {
    const hotwords = vocabularyPrompt(options.vocabulary?.terms ?? []);
    const { durationSec, segments } = await this.recognizer.transcribe(wavPath, {
      language: options.language,
      ...(hotwords ? { hotwords } : {}),
      signal: options.signal,
      onProgress: options.onProgress,
    });
    return completeTranscript({ language: options.language, durationSec, segments, engine: `${this.id}:${this.recognizer.model.name}`, punctuated: true });
  }
}
