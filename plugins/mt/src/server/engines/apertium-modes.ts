import { readdirSync } from 'node:fs';
import type { Direction } from './translation-engine.ts';

/** Apertium's three-letter codes (ISO 639-3) for the languages of Debian's pairs, as ISO 639-1. */
const ISO_639_1: Record<string, string> = {
  eng: 'en', spa: 'es', cat: 'ca', glg: 'gl', epo: 'eo', eus: 'eu', isl: 'is', mkd: 'mk', por: 'pt', fra: 'fr', ita: 'it',
  deu: 'de', nld: 'nl', ron: 'ro', oci: 'oc', arg: 'an', ast: 'ast', nob: 'nb', nno: 'nn', swe: 'sv', dan: 'da', bel: 'be',
  rus: 'ru', ukr: 'uk', kaz: 'kk', tat: 'tt', tur: 'tr', mlt: 'mt', ara: 'ar', cym: 'cy', bre: 'br', gle: 'ga', srd: 'sc',
};

/** A language as the dashboard and the API name it: ISO 639-1 where there is one, else apertium's code ('hbs'). */
export const isoCode = (apertiumCode: string) => ISO_639_1[apertiumCode] ?? apertiumCode;

/** A mode apertium translates with, and the direction it serves. */
export interface ApertiumMode extends Direction {
  /** The name apertium takes: 'eng-spa', 'en-gl'. */
  mode: string;
}

/**
 * The pairs installed: one per `<from>-<to>.mode` in the modes folder. Variants (eng-cat_valencia,
 * spa-eng_US, en-eo-bytecode) and debugging modes are left out: each direction is served by its
 * plain mode. Sorted by source, then target; empty when the folder is missing.
 */
export function installedModes(modesDir: string): ApertiumMode[] {
  let names: string[];
  try {
    names = readdirSync(modesDir);
  } catch {
    return [];
  }
  const modes = new Map<string, ApertiumMode>();
  for (const name of names.sort()) {
    const match = /^([a-z]{2,3})-([a-z]{2,3})\.mode$/.exec(name);
    if (!match) continue;
    const direction = { source: isoCode(match[1]!), target: isoCode(match[2]!) };
    const key = `${direction.source}-${direction.target}`;
    if (!modes.has(key)) modes.set(key, { ...direction, mode: `${match[1]}-${match[2]}` });
  }
  return [...modes.values()].sort((a, b) => a.source.localeCompare(b.source) || a.target.localeCompare(b.target));
}
