import nlp from 'compromise';
import type { EntityType, NamedEntity } from '../../index.ts';

/**
 * compromise alone (people, places, organizations as it matches them, trailing punctuation and a
 * possessive trimmed): what the English names are measured against, to keep only rules that do better.
 */
export function compromiseNames(text: string): NamedEntity[] {
  const doc = nlp(text);
  const found: NamedEntity[] = [];
  const add = (type: EntityType, matches: { offset: { start: number; length: number } }[]) => {
    for (const { offset } of matches) {
      const raw = text.slice(offset.start, offset.start + offset.length);
      const name = raw.replace(/(['’]s)?[.,;:!?]*$/, '');
      found.push({ text: name, type, start: offset.start, end: offset.start + name.length });
    }
  };
  add('PERSON', doc.people().json({ offset: true }));
  add('PLACE', doc.places().json({ offset: true }));
  add('ORGANIZATION', doc.organizations().json({ offset: true }));
  return found.sort((a, b) => a.start - b.start);
}
