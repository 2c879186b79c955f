import { createServiceRef } from '@speechdeck/core/server';
import type { AsrEngines } from './asr-engine.ts';
import type { Punctuator } from './punctuator.ts';

/** The recognizer for each language: for recognition, and for the medical-terms, keyword-spotting and live services to come. */
export const asrRef = createServiceRef<AsrEngines>({ id: 'stt.asr' });
export const punctuatorRef = createServiceRef<Punctuator>({ id: 'stt.punctuator' });
