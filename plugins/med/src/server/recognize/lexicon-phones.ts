import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pronouncer } from '@speechdeck/engines/recognition';
import { pronounceTerms, SoundsLikeIndex, type PhoneTerm } from '@speechdeck/engines/recognition';
import type { MedicalCategory } from '../../contract/medical-categories.ts';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';

/** Bump when what is kept changes, so that phones kept by an older version are made again. */
const PHONES_VERSION = 1;

/** The kinds of term a recognizer has to hear as words (doses and units are numbers and abbreviations). */
export const SOUNDS_LIKE_CATEGORIES: ReadonlySet<MedicalCategory> = new Set(['drug', 'condition', 'anatomy', 'procedure', 'test']);

/**
 * The lexicon's terms (drugs, conditions, anatomy, procedures, tests) with their phones, as a
 * SoundsLikeIndex. Saying 11,000 terms takes espeak-ng 30-45 s, so they are said once, on the first
 * medical recognition that needs them, and kept in `dir` (beside the medical models) under a key
 * of the terms themselves: a restart, or another host on the same data, reads them back in well
 * under a second, and a changed lexicon is said again.
 */
export class LexiconPhones {
  private readonly indexes = new Map<string, Promise<SoundsLikeIndex>>();

  constructor(
    private readonly dir: string,
    private readonly pronouncer: Pronouncer,
  ) {}

  /** The pronouncer says this lexicon's language (English: the CMU phones of pocketsphinx's model). */
  serves(lexicon: MedicalLexicon): boolean {
    return this.pronouncer.languages.includes(lexicon.language);
  }

  /** The lexicon's index, made once per process (said once per lexicon and kept on disk); a failure is not kept. */
  indexFor(lexicon: MedicalLexicon): Promise<SoundsLikeIndex> {
    const terms = soundsLikeTerms(lexicon);
    const key = keyOf(lexicon.language, terms);
    let index = this.indexes.get(key);
    if (!index) {
      index = this.load(lexicon.language, terms, key).then((phones) => new SoundsLikeIndex(phones));
      index.catch(() => this.indexes.delete(key));
      this.indexes.set(key, index);
    }
    return index;
  }

  private async load(language: string, terms: readonly string[], key: string): Promise<PhoneTerm[]> {
    const file = join(this.dir, `${key}.json`);
    if (existsSync(file)) {
      const kept = JSON.parse(await readFile(file, 'utf8')) as [term: string, phones: string][];
      return kept.map(([term, phones]) => ({ term, phones: phones.split(' ') }));
    }
    const phones = await pronounceTerms(terms, this.pronouncer, language);
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file, and two hosts writing the same one both succeed.
    const work = `${file}.${process.pid}-${Date.now()}`;
    try {
      await writeFile(work, JSON.stringify(phones.map(({ term, phones: said }) => [term, said.join(' ')])));
      await rename(work, file);
    } finally {
      await rm(work, { force: true });
    }
    return phones;
  }
}

/** The terms a recognizer may have heard as other words: one of each, in the lexicon's order. */
export function soundsLikeTerms(lexicon: MedicalLexicon): string[] {
  return [...new Set(lexicon.terms.filter((term) => SOUNDS_LIKE_CATEGORIES.has(term.category)).map((term) => term.term))];
}

function keyOf(language: string, terms: readonly string[]): string {
  const hash = createHash('sha256').update(JSON.stringify([PHONES_VERSION, language]));
  for (const term of terms) hash.update(`${term}\n`);
  return `sounds-like-${language}-${hash.digest('hex').slice(0, 16)}`;
}

const ruledOf = new WeakMap<MedicalLexicon, ReadonlySet<string>>();

/** The terms only a rule placed (LexiconEntry.ruled): none of our lists has them. */
export function ruledTerms(lexicon: MedicalLexicon): ReadonlySet<string> {
  let ruled = ruledOf.get(lexicon);
  if (!ruled) {
    const listed = new Set(lexicon.terms.filter((term) => !term.ruled).map((term) => term.term));
    ruled = new Set(lexicon.terms.filter((term) => term.ruled && !listed.has(term.term)).map((term) => term.term));
    ruledOf.set(lexicon, ruled);
  }
  return ruled;
}
