import { createServiceRef } from '@speechdeck/core/server';
import type { LiveEngineSetting } from './live-engine-setting.ts';
import type { LiveRecognizer, RecognizerEvents } from './live-recognizer.ts';
import type { LiveEngineChoice } from './recognizer-for.ts';

/** Starts the live recognizer of one session (the language and engine are chosen before: recognizer-for.ts). */
export interface LiveRecognizers {
  start(events: RecognizerEvents, choice: LiveEngineChoice): Promise<LiveRecognizer>;
}

/** The live sessions' recognizer: Vosk or pocketsphinx streams, or what a test puts in its place. */
export const liveRecognizersRef = createServiceRef<LiveRecognizers>({ id: 'engines.live-recognizers' });
/** SPEECHDECK_LIVE_ENGINE: which recognizer English sessions stream to (engineFor reads it). */
export const liveEngineSettingRef = createServiceRef<LiveEngineSetting>({ id: 'engines.live-engine' });
