import { createServiceRef } from '@speechdeck/core/server';
import type { LiveRecognizer, RecognizerEvents } from './live-recognizer.ts';
import type { LiveEngineChoice } from './recognizer-for.ts';

/** Starts the live recognizer of one session (the language and engine are chosen before: recognizer-for.ts). */
export interface LiveRecognizers {
  start(events: RecognizerEvents, choice: LiveEngineChoice): Promise<LiveRecognizer>;
}

/** The live sessions' recognizer: Vosk or pocketsphinx streams, or what a test puts in its place. */
export const liveRecognizersRef = createServiceRef<LiveRecognizers>({ id: 'relworkspace.recognizers' });
