/** How one word is said, in the embedded recognizer's phone set (CMU ARPAbet without stress for en-us). */
export interface Pronunciation {
  readonly word: string;
  readonly phones: readonly string[];
  /** From the recognizer's own dictionary, or made by espeak-ng and mapped onto its phones. */
  readonly source: 'dictionary' | 'generated';
}

/**
 * Pronunciations for words the embedded recognizer (pocketsphinx) may not know: medical terms to
 * bias recognition toward, keywords to spot. Words are looked up lower-cased; a phrase is split into
 * its words by the caller.
 */
export interface Pronouncer {
  /** The languages it pronounces for: those the embedded recognizer has a dictionary for. */
  readonly languages: readonly string[];
  /** True when the recognizer's dictionary has the word as it is. */
  knows(word: string, language: string): Promise<boolean>;
  /** One pronunciation per word that can be said (a word espeak-ng makes nothing of is left out). */
  pronounce(words: readonly string[], language: string): Promise<Map<string, Pronunciation>>;
  /**
   * Writes the recognizer's dictionary with the words it lacks added, to run the embedded
   * recognizer with them (`-dict path`); answers the pronunciations it added.
   */
  writeDictionary(words: readonly string[], language: string, path: string): Promise<readonly Pronunciation[]>;
}
