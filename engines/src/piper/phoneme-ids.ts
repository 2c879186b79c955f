/** Piper's markers: the start and end of an utterance, and the pad placed after every phoneme. */
export const BOS = '^';
export const EOS = '$';
export const PAD = '_';

/**
 * One sentence's phonemes as the model's input ids, the way Piper's voices were trained: the
 * start marker, then each phoneme followed by the pad (the start marker too), then the end marker.
 * `^ h ə` -> `1 0 20 0 59 0 2`. A phoneme the voice has no id for is left out, as Piper does
 * (it logs a warning).
 */
export function phonemeIds(phonemes: readonly string[], idMap: ReadonlyMap<string, readonly number[]>): number[] {
  const idsOf = (symbol: string) => idMap.get(symbol) ?? [];
  const pad = idsOf(PAD);
  const ids = [...idsOf(BOS), ...pad];
  for (const phoneme of phonemes) {
    const mapped = idMap.get(phoneme);
    if (mapped) ids.push(...mapped, ...pad);
  }
  ids.push(...idsOf(EOS));
  return ids;
}
