import type { VocabularyWord } from '../../contract/vocabulary-api.ts';

/** A row of the page's editor: the word and its sounds-like spellings as typed (comma-separated). */
export interface VocabularyRow {
  key: number;
  text: string;
  soundsLike: string;
}

let nextKey = 0;

export const newRow = (word: VocabularyWord = { text: '' }): VocabularyRow => ({ key: nextKey++, text: word.text, soundsLike: (word.soundsLike ?? []).join(', ') });

/** The rows as the host takes them: empty rows left out, sounds-like split at commas. The host checks the rest. */
export function wordsOf(rows: readonly VocabularyRow[]): VocabularyWord[] {
  return rows.filter((row) => row.text.trim()).map((row) => {
    const soundsLike = row.soundsLike.split(',').map((said) => said.trim()).filter(Boolean);
    return { text: row.text.trim(), ...(soundsLike.length > 0 ? { soundsLike } : {}) };
  });
}
