import { createServiceRef } from '@speechdeck/core/server';
import type { AsrEngines } from './asr-engine.ts';
import type { PocketsphinxConfig } from './pocketsphinx-engine.ts';
import type { Pronouncer } from './pronunciation/pronouncer.ts';
import type { Punctuator } from './punctuator.ts';

/** The recognizer for each language: for recognition, and for the medical-terms, keyword-spotting and live services to come. */
export const asrRef = createServiceRef<AsrEngines>({ id: 'engines.asr' });
export const punctuatorRef = createServiceRef<Punctuator>({ id: 'engines.punctuator' });
/** Pronunciations for words the embedded recognizer lacks (medical terms, keywords), made with espeak-ng. */
export const pronouncerRef = createServiceRef<Pronouncer>({ id: 'engines.pronouncer' });
/** The embedded recognizer's program and model as configured, for services that run pocketsphinx in another mode (keyword spotting). */
export const pocketsphinxRef = createServiceRef<PocketsphinxConfig>({ id: 'engines.pocketsphinx' });
