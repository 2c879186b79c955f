import type { EntityType } from './entity-types.ts';
import type { Word } from './words.ts';

export interface GazetteerOptions {
  lower: (text: string) => string;
  /** Names that are also common words ("Apple", "Deniz"): in text without capitals they say nothing. */
  ambiguous?: ReadonlySet<string>;
  /** Case endings a transcript writes onto a name without an apostrophe ("istanbulda"). */
  attachedSuffixes?: readonly string[];
}

export interface GazetteerMatch {
  type: EntityType;
  /** Words the name spans. */
  length: number;
  end: number;
}

interface Entry {
  words: string[];
  lowered: string[];
  type: EntityType;
}

/** Parses `A|B C|...` lists (one or more lines) into names. */
export const namesOf = (list: string) => list.split(/[|\n]/).map((name) => name.trim()).filter(Boolean);

/**
 * Names looked up word by word, longest first. In text with capitals a name must be written as
 * listed (an acronym like "WHO" never matches "who"); in text without, any case matches except the
 * ambiguous names, all-capital acronyms of up to three letters, and one-word first names (the caller decides).
 */
export function createGazetteer(lists: readonly [EntityType, readonly string[]][], options: GazetteerOptions) {
  const byFirst = new Map<string, Entry[]>();
  for (const [type, names] of lists) {
    for (const name of names) {
      const words = name.split(' ');
      const lowered = words.map(options.lower);
      const list = byFirst.get(lowered[0]!) ?? [];
      if (!list.some((e) => e.lowered.join(' ') === lowered.join(' '))) list.push({ words, lowered, type });
      byFirst.set(lowered[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  const suffixes = options.attachedSuffixes ?? [];

  function wordMatches(word: Word, entry: Entry, k: number, cased: boolean, last: boolean): number | null {
    const listed = entry.words[k]!;
    const stem = cased ? word.stem : options.lower(word.stem);
    const wanted = cased ? listed : entry.lowered[k]!;
    if (stem === wanted || (cased && listed.length > 1 && stem === listed.toUpperCase())) return word.stemEnd;
    if (!cased && last && stem.startsWith(wanted) && suffixes.includes(stem.slice(wanted.length))) return word.start + wanted.length;
    return null;
  }

  return {
    /** The longest name starting at word `i`, if any. */
    match(words: readonly Word[], i: number, cased: boolean): GazetteerMatch | null {
      // Rules look one word ahead ("Ahmet" + a surname?): past the last word there is no name.
      if (i < 0 || i >= words.length) return null;
      const first = options.lower(words[i]!.stem);
      const candidates = [...(byFirst.get(first) ?? []), ...(cased ? [] : attachedCandidates(first))];
      for (const entry of candidates) {
        if (!cased && entry.words.length === 1 && (options.ambiguous?.has(entry.lowered[0]!) || /^\p{Lu}{1,3}$/u.test(entry.words[0]!))) continue;
        let end = -1;
        let ok = i + entry.words.length <= words.length;
        for (let k = 0; ok && k < entry.words.length; k++) {
          // Inside a name only the last word may carry a suffix.
          const word = words[i + k]!;
          const last = k === entry.words.length - 1;
          if (!last && word.stem !== word.text) ok = false;
          const at = ok ? wordMatches(word, entry, k, cased, last) : null;
          if (at === null) ok = false;
          else end = at;
        }
        if (ok) return { type: entry.type, length: entry.words.length, end };
      }
      return null;
    },
  };

  /** One-word names a word may be with a suffix written on ("ankarada" -> "ankara"). */
  function attachedCandidates(word: string): Entry[] {
    const found: Entry[] = [];
    for (const suffix of suffixes) {
      if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
        for (const entry of byFirst.get(word.slice(0, -suffix.length)) ?? []) if (entry.words.length === 1) found.push(entry);
      }
    }
    return found;
  }
}

export type Gazetteer = ReturnType<typeof createGazetteer>;
