import type { MedicalCategory } from '../../contract/medical-categories.ts';

export interface LexiconEntry {
  category: MedicalCategory;
  /** A word with an everyday sense too ("heart", "operation"): a term only beside another term. */
  contextOnly: boolean;
  /**
   * Placed by a rule (its ending) from a bare word list, not from our own lists: the long tail of
   * rare words ("thecitis", "peristoma") a recognizer's second pass is steered toward less readily.
   */
  ruled?: boolean;
}

/** One of the lexicon's terms, as `terms` lists them. */
export interface LexiconTerm {
  term: string;
  category: MedicalCategory;
  /** See LexiconEntry.ruled. */
  ruled?: boolean;
}

export interface LexiconMatch extends LexiconEntry {
  /** How many words the term spans. */
  length: number;
  /** The last word is the term as listed, with no suffix or plural ending. */
  bare: boolean;
}

interface Phrase extends LexiconEntry {
  words: readonly string[];
}

/**
 * One language's medical terms, normalized and indexed by first word: single words and phrases
 * ("blood pressure", "kan tahlili"), each with its category. The last word of a term may carry an
 * inflection (`forms` says what a word may be underneath: English plurals, Turkish suffixes).
 */
export class MedicalLexicon {
  private readonly byFirstWord = new Map<string, Phrase[]>();
  /**
   * Every word the lexicon holds, tagged or not, most useful first (the words of tagged terms,
   * then the rest of the word list): what a recognizer is biased toward.
   */
  readonly vocabulary: readonly string[];
  private readonly words: ReadonlySet<string>;
  /** The terms, one or more words each, by category: what a recognizer's prompt lists first. */
  readonly terms: readonly LexiconTerm[];
  readonly size: number;

  constructor(
    readonly language: string,
    entries: Iterable<readonly [term: string, entry: LexiconEntry]>,
    readonly forms: (word: string) => readonly string[],
    moreWords: Iterable<string> = [],
  ) {
    const words = new Set<string>();
    const terms: LexiconTerm[] = [];
    let size = 0;
    for (const [term, entry] of entries) {
      const phraseWords = term.split(' ');
      for (const word of phraseWords) words.add(word);
      terms.push({ term, category: entry.category, ...(entry.ruled ? { ruled: true } : {}) });
      const list = this.byFirstWord.get(phraseWords[0]!) ?? [];
      // The first entry of a term wins: the callers put their own lists before the rules.
      if (list.some((p) => p.words.join(' ') === term)) continue;
      list.push({ words: phraseWords, ...entry });
      this.byFirstWord.set(phraseWords[0]!, list);
      size++;
    }
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
    for (const word of moreWords) words.add(word);
    this.vocabulary = [...words];
    this.words = words;
    this.terms = terms;
    this.size = size;
  }

  /** Whether the word (normalized) is one of `vocabulary`. */
  holds(word: string): boolean {
    return this.words.has(word);
  }

  /** The longest term starting at `words[at]` (normalized words), or null. */
  match(words: readonly string[], at: number): LexiconMatch | null {
    const first = words[at];
    if (!first) return null;
    let best: LexiconMatch | null = null;
    // A multi-word term: its words as listed, the last one possibly inflected.
    for (const phrase of this.byFirstWord.get(first) ?? []) {
      const n = phrase.words.length;
      if (n < 2 || (best && best.length >= n) || at + n > words.length) continue;
      if (!phrase.words.slice(1, -1).every((word, i) => words[at + 1 + i] === word)) continue;
      const last = words[at + n - 1]!;
      const bare = last === phrase.words[n - 1];
      if (bare || this.forms(last).includes(phrase.words[n - 1]!)) best = { length: n, bare, category: phrase.category, contextOnly: phrase.contextOnly };
    }
    if (best) return best;
    // A single word, as it is or under its inflection (the longest stem that is a term).
    const candidates = [...this.forms(first)].sort((a, b) => b.length - a.length);
    for (const form of candidates) {
      const single = this.byFirstWord.get(form)?.find((p) => p.words.length === 1);
      if (single) return { length: 1, bare: form === first, category: single.category, contextOnly: single.contextOnly };
    }
    return null;
  }
}
