import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import { OPENAI_VOICES } from '../../contract/voice-names.ts';
import { OpenAiRequestError } from '../openai-errors.ts';

export interface ChosenVoice {
  voice: string;
  language: string;
  /** Semitones from the voice's own pitch. */
  pitch: number;
}

/**
 * The voice a request's `voice` speaks with: OpenAI's names through the table (the first of its
 * voices installed, else the English default voice), our voice ids ('flite:slt') as they are.
 */
export function chooseVoice(synthesizer: SpeechSynthesizer, asked: string): ChosenVoice {
  const voices = synthesizer.voices();
  const mapped = OPENAI_VOICES[asked.toLowerCase()];
  if (mapped) {
    const installed = mapped.voices.map((id) => voices.find((voice) => voice.id === id)).find((voice) => voice !== undefined);
    const voice = installed ?? synthesizer.pick('en');
    return { voice: voice.id, language: voice.language, pitch: mapped.pitch };
  }
  const own = voices.find((voice) => voice.id === asked);
  if (!own) {
    throw new OpenAiRequestError(400, `No voice '${asked}': OpenAI's names (${Object.keys(OPENAI_VOICES).join(', ')}) or one of ours (GET /api/tts/voices).`, 'voice', 'invalid_value');
  }
  return { voice: own.id, language: own.language, pitch: 0 };
}
