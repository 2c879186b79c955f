import type { z } from 'zod';
import type { AsrEngines } from '@speechdeck/engines/recognition';
import type { Diarizer } from '@speechdeck/engines/speaker';
import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import { OPENAI_DIARIZE_MODEL, OPENAI_SPEECH_MODELS, OPENAI_TRANSCRIPTION_MODELS, OWN_SPEECH_ENGINES, OWN_TRANSCRIPTION_ENGINES } from '../../contract/model-names.ts';
import type { openaiModel } from '../../contract/openai-api.ts';

type Model = z.input<typeof openaiModel>;

export interface ModelEngines {
  asr: AsrEngines;
  diarizer: Diarizer;
  synthesizer: SpeechSynthesizer;
}

/** The English recognizer's id, or null when none serves English (forLanguage refuses with 422). */
function englishRecognizer(asr: AsrEngines, engine?: string): string | null {
  try {
    return asr.forLanguage('en', engine).id;
  } catch {
    return null;
  }
}

/**
 * The models this host serves now: OpenAI's names with the engine each maps to, then our engines
 * by their own ids; only what is installed (an engine whose model or program is missing is left out).
 */
export function installedModels({ asr, diarizer, synthesizer }: ModelEngines, created: number): Model[] {
  const model = (id: string, capability: Model['capability'], engine: string): Model => ({ id, object: 'model', created, owned_by: 'speechdeck', capability, engine });
  const models: Model[] = [];
  const english = englishRecognizer(asr);
  if (english) {
    for (const id of OPENAI_TRANSCRIPTION_MODELS) models.push(model(id, 'transcription', english));
    models.push(model(OPENAI_DIARIZE_MODEL, 'diarization', `${english} + ${diarizer.id}`));
  }
  for (const id of OWN_TRANSCRIPTION_ENGINES) if (englishRecognizer(asr, id)) models.push(model(id, 'transcription', id));
  const voices = synthesizer.voices();
  const englishVoice = voices.find((voice) => voice.language === 'en' && voice.isDefault);
  if (englishVoice) for (const id of OPENAI_SPEECH_MODELS) models.push(model(id, 'speech', englishVoice.engine));
  for (const id of OWN_SPEECH_ENGINES) if (voices.some((voice) => voice.engine === id)) models.push(model(id, 'speech', id));
  return models;
}
