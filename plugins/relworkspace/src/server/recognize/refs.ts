import { createServiceRef } from '@speechdeck/core/server';
import type { LiveRecognizer, RecognizerEvents } from './live-recognizer.ts';

/** Starts the live recognizer of one session (the language is checked before: recognizer-for.ts). */
export interface LiveRecognizers {
  start(events: RecognizerEvents): Promise<LiveRecognizer>;
}

/** The live sessions' recognizer: pocketsphinx streams, or what a test puts in its place. */
export const liveRecognizersRef = createServiceRef<LiveRecognizers>({ id: 'relworkspace.recognizers' });
