import type { EntityType, NamedEntity } from '../../index.ts';

/** How the annotated sentences name the types: `[PER Ayşe]`, `[LOC İstanbul]`. */
const TAGS: Record<string, EntityType> = {
  PER: 'PERSON', LOC: 'PLACE', ORG: 'ORGANIZATION', DATE: 'DATE', TIME: 'TIME', MONEY: 'MONEY', NUM: 'NUMBER', EMAIL: 'EMAIL', PHONE: 'PHONE',
};

/** The kinds of text the sets hold; a transcript is lower-case without punctuation, as pocketsphinx writes. */
export const CONDITIONS = ['news', 'conversation', 'transcript'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface AnnotatedSentence {
  condition: Condition;
  text: string;
  entities: NamedEntity[];
}

/** Reads a sentence marked like "[PER Ayşe]'nin [LOC İstanbul]'daki evi" into its text and entities. */
export function parseMarked(marked: string, condition: Condition): AnnotatedSentence {
  const entities: NamedEntity[] = [];
  let text = '';
  let rest = marked;
  for (;;) {
    const open = /\[([A-Z]+) ([^\]]+)\]/.exec(rest);
    if (!open) break;
    const type = TAGS[open[1]!];
    if (!type) throw new Error(`Unknown tag ${open[1]} in: ${marked}`);
    text += rest.slice(0, open.index);
    entities.push({ text: open[2]!, type, start: text.length, end: text.length + open[2]!.length });
    text += open[2]!;
    rest = rest.slice(open.index + open[0].length);
  }
  return { condition, text: text + rest, entities };
}

/** A set's sentences per condition, each marked. */
export type MarkedSet = Record<Condition, readonly string[]>;

export const annotated = (set: MarkedSet): AnnotatedSentence[] =>
  Object.entries(set).flatMap(([condition, sentences]) => sentences.map((marked) => parseMarked(marked, condition as Condition)));
