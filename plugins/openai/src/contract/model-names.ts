/**
 * OpenAI's model names and what each runs here. Clients written for OpenAI send these names
 * unchanged, so each maps to an engine of ours; our own engine ids are accepted as they are.
 */

/** Recognition models: OpenAI's names run the default English recognizer (Whisper where installed). */
export const OPENAI_TRANSCRIPTION_MODELS = ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe'] as const;
/** Recognition plus diarization (the engine layer's diarizer), speakers named where known. */
export const OPENAI_DIARIZE_MODEL = 'gpt-4o-transcribe-diarize';
/** Our recognizers by their engine id (`engine=` of /api/stt). */
export const OWN_TRANSCRIPTION_ENGINES = ['whisper', 'whisper-base', 'vosk', 'pocketsphinx'] as const;
/** Synthesis models: all of them speak with the voice asked for; there is no second quality tier here. */
export const OPENAI_SPEECH_MODELS = ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'] as const;
/** Our synthesis engines by id, accepted as `model` too. */
export const OWN_SPEECH_ENGINES = ['piper', 'flite', 'espeak-ng'] as const;

/** What a transcription `model` asks for: an engine (undefined: the language's default) and whether to diarize. */
export interface TranscriptionModel {
  engine?: string;
  diarize: boolean;
}

/** Null for a name that is neither OpenAI's nor ours (404 `model_not_found`). */
export function transcriptionModel(name: string): TranscriptionModel | null {
  if ((OPENAI_TRANSCRIPTION_MODELS as readonly string[]).includes(name)) return { diarize: false };
  if (name === OPENAI_DIARIZE_MODEL) return { diarize: true };
  if ((OWN_TRANSCRIPTION_ENGINES as readonly string[]).includes(name)) return { engine: name, diarize: false };
  return null;
}

export const isSpeechModel = (name: string) =>
  (OPENAI_SPEECH_MODELS as readonly string[]).includes(name) || (OWN_SPEECH_ENGINES as readonly string[]).includes(name);
