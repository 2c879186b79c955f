import type { LanguagePair, MtEngine } from '../../contract/mt-api.ts';

const unique = (codes: readonly string[]) => [...new Set(codes)].sort();

/** The languages something translates from. */
export const sourcesOf = (pairs: readonly LanguagePair[]) => unique(pairs.map((p) => p.source));

/** The languages `source` translates to (by any engine). */
export const targetsOf = (pairs: readonly LanguagePair[], source: string) => unique(pairs.filter((p) => p.source === source).map((p) => p.target));

/** The engines that translate `source` to `target`, in the host's order of preference. */
export const enginesOf = (pairs: readonly LanguagePair[], source: string, target: string): MtEngine[] =>
  [...new Set(pairs.filter((p) => p.source === source && p.target === target).map((p) => p.engine))];

/**
 * The pair to show after a change: the source kept if it is served, else the first (English when
 * served); the target kept if the source translates to it, else the first it does (Spanish
 * preferred, the offline pair every install has).
 */
export function settlePair(pairs: readonly LanguagePair[], source: string, target: string): { source: string; target: string } {
  const sources = sourcesOf(pairs);
  const from = sources.includes(source) ? source : sources.includes('en') ? 'en' : (sources[0] ?? '');
  const targets = targetsOf(pairs, from);
  const to = targets.includes(target) ? target : targets.includes('es') ? 'es' : (targets[0] ?? '');
  return { source: from, target: to };
}

/** Whether the pair can be swapped: the target translates back to the source. */
export const canSwap = (pairs: readonly LanguagePair[], source: string, target: string) => targetsOf(pairs, target).includes(source);
