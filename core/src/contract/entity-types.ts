/**
 * The kinds of named entity found in text (issue 12): the engine layer's detectors
 * (`@speechdeck/engines/entities`) answer them and the named-entity service's contract serves them,
 * so both read this one list.
 */
export const ENTITY_TYPES = ['PERSON', 'PLACE', 'ORGANIZATION', 'DATE', 'TIME', 'MONEY', 'NUMBER', 'EMAIL', 'PHONE'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
