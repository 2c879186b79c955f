import type { AudioTools } from '@speechdeck/core/server';
import type { Diarizer, VoiceActivityDetector } from '@speechdeck/engines/speaker';
import type { SpeakerNamer } from '@speechdeck/plugin-speaker/server';
import type { AsrEngines, Punctuator } from '@speechdeck/engines/recognition';
import type { VocabularyBiasDeps } from './vocabulary-bias.ts';

/** What the recognition pipeline runs on: the host's ffmpeg, the engine layer's recognizers and punctuation, the speaker plugin's engines. */
export interface RecognitionEngines {
  audio: AudioTools;
  asr: AsrEngines;
  vad: VoiceActivityDetector;
  diarizer: Diarizer;
  /** Names the diarized speakers after the owner's enrolled ones. */
  namer: SpeakerNamer;
  punctuator: Punctuator;
  /** What turns a user's vocabulary into each engine's bias. */
  bias: VocabularyBiasDeps;
}
