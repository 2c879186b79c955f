import type { VocabularyWord } from '../../contract/vocabulary-api.ts';

/**
 * A word file: one word or phrase a line, optionally followed by a colon and the ways it sounds,
 * comma-separated ("Xarelto: zuh relto, za relto"). Blank lines and lines starting with # are
 * skipped. The host validates what comes out (lengths, characters, counts) and answers each
 * problem with its line's word.
 */
export function parseWordList(text: string): VocabularyWord[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return [];
    const colon = trimmed.indexOf(':');
    if (colon < 0) return [{ text: trimmed }];
    const soundsLike = trimmed.slice(colon + 1).split(',').map((said) => said.trim()).filter(Boolean);
    return [{ text: trimmed.slice(0, colon).trim(), ...(soundsLike.length > 0 ? { soundsLike } : {}) }];
  });
}

/** The list as a word file writes it (parseWordList reads it back). */
export function formatWordList(words: readonly VocabularyWord[]): string {
  return words.map((word) => (word.soundsLike?.length ? `${word.text}: ${word.soundsLike.join(', ')}` : word.text)).join('\n');
}
