import type { AudioTools } from '@speechdeck/core/server';
import type { Diarizer, SpeakerNamer, VoiceActivityDetector } from '@speechdeck/plugin-speaker/server';
import type { AsrEngines } from '../engines/asr-engine.ts';
import type { Punctuator } from '../engines/punctuator.ts';

/** What the recognition pipeline runs on: the host's ffmpeg, this plugin's recognizers, the speaker plugin's engines. */
export interface RecognitionEngines {
  audio: AudioTools;
  asr: AsrEngines;
  vad: VoiceActivityDetector;
  diarizer: Diarizer;
  /** Names the diarized speakers after the owner's enrolled ones. */
  namer: SpeakerNamer;
  punctuator: Punctuator;
}
