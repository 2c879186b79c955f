/**
 * Named entities in English and Turkish text: people, places, organizations, dates, times, money,
 * numbers, e-mail addresses and phone numbers, by compromise, Microsoft's recognizers, and rules
 * and gazetteers written here. The named-entity service serves them; redaction finds people's names
 * and written contacts with them.
 */
export { recognizeEntities } from './recognize-entities.ts';
export { warmEnglishMeasures } from './english-measures.ts';
export { englishNames } from './english-names.ts';
export { turkishNames, lowerTr } from './turkish-names.ts';
export { contactEntities } from './contact-patterns.ts';
export { numeralOf, isScale } from './turkish-numerals.ts';
export { resolveOverlaps, RANK, type Candidate } from './entity-candidates.ts';
export { PIECE_CHARS, textPieces } from './text-pieces.ts';
export { wordsOf, isCased, type Word } from './words.ts';
export { ENTITY_TYPES, type EntityType, type EntityLanguage, type NamedEntity } from './entity-types.ts';
