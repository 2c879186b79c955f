/** The kinds of named entity the service marks (issue 12). */
export const ENTITY_TYPES = ['PERSON', 'PLACE', 'ORGANIZATION', 'DATE', 'TIME', 'MONEY', 'NUMBER', 'EMAIL', 'PHONE'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The languages entities are found in: English (compromise and rules) and Turkish (rules and gazetteers). */
export const NER_LANGUAGES = ['en', 'tr'] as const;
export type NerLanguage = (typeof NER_LANGUAGES)[number];

/**
 * The longest text one call reads: 100,000 characters (about 40 pages), which the English engine
 * tags in well under a second here; longer text is refused rather than making the call slow for everyone.
 */
export const MAX_NER_TEXT_CHARS = 100_000;
