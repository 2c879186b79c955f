import type { EntityLanguage, NamedEntity } from './entity-types.ts';
import { contactEntities } from './contact-patterns.ts';
import { resolveOverlaps } from './entity-candidates.ts';
import { englishMeasures } from './english-measures.ts';
import { englishNames } from './english-names.ts';
import { textPieces } from './text-pieces.ts';
import { turkishMeasures } from './turkish-measures.ts';
import { turkishNames } from './turkish-names.ts';

/** The entities of a text in a served language, in reading order, none overlapping; a long text piece by piece. */
export function recognizeEntities(text: string, language: EntityLanguage): NamedEntity[] {
  return textPieces(text).flatMap(({ start, end }) => entitiesOf(text.slice(start, end), language)
    .map((entity) => ({ ...entity, start: entity.start + start, end: entity.end + start })));
}

function entitiesOf(text: string, language: EntityLanguage): NamedEntity[] {
  const candidates = language === 'en'
    ? [...englishNames(text), ...englishMeasures(text), ...contactEntities(text)]
    : [...turkishNames(text), ...turkishMeasures(text), ...contactEntities(text)];
  return resolveOverlaps(text, candidates);
}
