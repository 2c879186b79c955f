import { createServiceRef } from '@speechdeck/core/server';
import type { MedVocabulary } from './recognize/med-vocabulary.ts';

/** The vocabulary medical recognition runs each engine with (pocketsphinx's models built once, the prompt's terms). */
export const medVocabularyRef = createServiceRef<MedVocabulary>({ id: 'med.vocabulary' });
