/**
 * OpenAI's voice names and the voice of ours each one speaks with: the first of its list this host
 * has installed, moved by `pitch` semitones so that voices sharing an engine voice still sound
 * apart. Chosen by gender and register as OpenAI describes them; none is a copy of OpenAI's voice.
 * A name whose voices are all missing gets the English default voice.
 */
export interface VoiceChoice {
  /** Our voice ids, most fitting first. */
  voices: readonly string[];
  pitch: number;
}

export const OPENAI_VOICES: Readonly<Record<string, VoiceChoice>> = {
  alloy: { voices: ['piper:joe', 'flite:slt'], pitch: 0 },
  ash: { voices: ['flite:rms', 'piper:joe'], pitch: 0 },
  ballad: { voices: ['flite:awb', 'piper:joe'], pitch: 0 },
  coral: { voices: ['flite:slt'], pitch: 0 },
  echo: { voices: ['piper:joe', 'flite:rms'], pitch: -2 },
  fable: { voices: ['flite:awb', 'piper:joe'], pitch: 2 },
  onyx: { voices: ['flite:rms', 'piper:joe'], pitch: -3 },
  nova: { voices: ['flite:slt'], pitch: 2 },
  sage: { voices: ['flite:slt'], pitch: -1 },
  shimmer: { voices: ['flite:slt'], pitch: 4 },
  verse: { voices: ['flite:kal16', 'piper:joe'], pitch: 0 },
  marin: { voices: ['flite:slt'], pitch: 1 },
  cedar: { voices: ['piper:joe', 'flite:rms'], pitch: -1 },
};
