import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, type EntityType, type NamedEntity, type NerLanguage } from '../../index.ts';
import { recognizeEntities } from '@speechdeck/engines/entities';
import { ANNOTATED_SETS } from './annotated-sets.ts';
import { compromiseNames } from './compromise-baseline.ts';
import { scoreEntities, type TypeScore } from './entity-scores.ts';
import { CONDITIONS, parseMarked } from './marked-sentences.ts';

/** What the recognition finds in each held-out sentence, read once per language (the tests below score it several ways). */
const found = new Map<string, NamedEntity[]>();
const ours = (language: NerLanguage) => (text: string) => {
  const key = `${language}\u0000${text}`;
  if (!found.has(key)) found.set(key, recognizeEntities(text, language));
  return found.get(key)!;
};
const scores = (language: NerLanguage, recognize = ours(language), condition?: string) =>
  scoreEntities(ANNOTATED_SETS[language]['held-out'].filter((s) => !condition || s.condition === condition).map((s) => ({ gold: s.entities, found: recognize(s.text) })));
const f1Of = (rows: TypeScore[], type: EntityType | 'ALL') => rows.find((row) => row.type === type)?.f1 ?? 0;
const NAMES = ['PERSON', 'PLACE', 'ORGANIZATION'] as const;

describe('the annotated sets', () => {
  it('hold at least 100 sentences per language in both splits and every condition, each marked consistently', () => {
    for (const language of ['en', 'tr'] as const) {
      const { development, 'held-out': heldOut } = ANNOTATED_SETS[language];
      expect(development.length + heldOut.length).toBeGreaterThanOrEqual(100);
      for (const split of [development, heldOut]) {
        expect(new Set(split.map((s) => s.condition))).toEqual(new Set(CONDITIONS));
        for (const sentence of split) for (const e of sentence.entities) expect(sentence.text.slice(e.start, e.end)).toBe(e.text);
      }
      // No held-out sentence repeats a development one.
      const seen = new Set(development.map((s) => s.text));
      expect(heldOut.filter((s) => seen.has(s.text))).toEqual([]);
      // Every type is annotated somewhere in the held-out half.
      expect(new Set(heldOut.flatMap((s) => s.entities.map((e) => e.type)))).toEqual(new Set(ENTITY_TYPES));
    }
  });

  it('reads marks into text and offsets', () => {
    expect(parseMarked("[PER Ayşe]'nin [LOC İstanbul]'daki evi", 'news')).toEqual({
      condition: 'news', text: "Ayşe'nin İstanbul'daki evi",
      entities: [{ text: 'Ayşe', type: 'PERSON', start: 0, end: 4 }, { text: 'İstanbul', type: 'PLACE', start: 9, end: 17 }],
    });
    expect(() => parseMarked('[ANIMAL cat]', 'news')).toThrow(/Unknown tag ANIMAL/);
  });
});

describe('entity quality on the held-out sentences (exact type and offsets)', () => {
  it('reaches F1 0.80 on English PERSON, PLACE and ORGANIZATION, and beats compromise alone on them', () => {
    const ours = scores('en');
    const baseline = scores('en', compromiseNames);
    for (const type of NAMES) {
      expect(f1Of(ours, type), type).toBeGreaterThanOrEqual(0.8);
      expect(f1Of(ours, type), type).toBeGreaterThan(f1Of(baseline, type));
    }
  });

  it('keeps every type of both languages at F1 0.75 or more, and all entities at 0.85', () => {
    for (const language of ['en', 'tr'] as const) {
      const rows = scores(language);
      for (const row of rows) expect(row.f1, `${language} ${row.type}`).toBeGreaterThanOrEqual(0.75);
      expect(f1Of(rows, 'ALL'), language).toBeGreaterThanOrEqual(0.85);
    }
  });

  it('finds names in lower-case transcripts without punctuation too (F1 0.75 per language)', () => {
    for (const language of ['en', 'tr'] as const) expect(f1Of(scores(language, undefined, 'transcript'), 'ALL'), language).toBeGreaterThanOrEqual(0.75);
  });
});
