import type { EntityType } from '@speechdeck/core';

export { ENTITY_TYPES, type EntityType } from '@speechdeck/core';

/** The languages the detectors read: English (compromise and rules) and Turkish (rules and gazetteers). */
export type EntityLanguage = 'en' | 'tr';

/** An entity: its words as written, its kind, and where it lies in the text (character offsets, end exclusive). */
export interface NamedEntity {
  text: string;
  type: EntityType;
  start: number;
  end: number;
}
