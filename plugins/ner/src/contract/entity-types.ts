/** The kinds of named entity the service marks (issue 12): core's list, which the engine layer's detectors answer. */
export { ENTITY_TYPES, type EntityType } from '@speechdeck/core';

/** The languages entities are found in: English (compromise and rules) and Turkish (rules and gazetteers). */
export const NER_LANGUAGES = ['en', 'tr'] as const;
export type NerLanguage = (typeof NER_LANGUAGES)[number];

/**
 * The longest text one call reads: 100,000 characters (about 40 pages), which the English engine
 * tags in well under a second here; longer text is refused rather than making the call slow for everyone.
 */
export const MAX_NER_TEXT_CHARS = 100_000;
