const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The dashboard's `t` as a labels builder calls it: core/web's `Translate`, which Node test support may not import. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A page's words for a kit component as a pure function of the dashboard's `t` (full keys), e.g.
 * `medPickerLabels`: the keys it builds from a prefix can be checked only by calling it.
 */
export type LabelsBuilder = (t: Translate) => object;

/** The keys a language's messages answer to: a plural's forms answer to the key without their ending. */
export function keysAnswered(language: Record<string, string>): Set<string> {
  return new Set(Object.keys(language).map((key) => key.replace(PLURAL, '')));
}

/**
 * Every key a labels builder asks for: those it asks while building and those its words ask only when
 * shown (hint(min, max), loadingSample(name), ...), which are called here with stand-in values.
 */
export function keysAskedBy(build: LabelsBuilder): string[] {
  const asked = new Set<string>();
  const t: Translate = (key) => {
    asked.add(key);
    return key;
  };
  askEvery(build(t));
  return [...asked];
}

function askEvery(value: unknown): void {
  if (typeof value === 'function') askEvery((value as (...values: unknown[]) => unknown)(1, 2));
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) askEvery(inner);
}

/** The keys the builders ask for that English or Turkish lacks, each named once. */
export function labelKeysMissing(builders: LabelsBuilder[], messages: { en: Record<string, string>; tr: Record<string, string> }): string[] {
  const answered = [keysAnswered(messages.en), keysAnswered(messages.tr)];
  const asked = new Set(builders.flatMap(keysAskedBy));
  return [...asked].filter((key) => answered.some((known) => !known.has(key))).sort();
}
