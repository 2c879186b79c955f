/** A word of the text with where it lies; `stem` is the word without a suffix after an apostrophe ("Ayşe'nin" -> "Ayşe"). */
export interface Word {
  text: string;
  stem: string;
  start: number;
  /** End of the stem (the entity's end when the word ends one). */
  stemEnd: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:[.&-][\p{L}\p{N}]+)*\.?(?:['’][\p{L}]+)?/gu;

/** The words of a text; a dot stays on a word only when it abbreviates ("Dr.", "A.Ş."), as decided by `keepsDot`. */
export function wordsOf(text: string, keepsDot: (word: string) => boolean = () => false): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    let value = match[0];
    const start = match.index;
    const apostrophe = value.search(/['’]/);
    let stem = apostrophe >= 0 ? value.slice(0, apostrophe) : value;
    if (stem.endsWith('.') && !keepsDot(stem)) {
      stem = stem.slice(0, -1);
      if (apostrophe < 0) value = stem;
    }
    words.push({ text: value, stem, start, stemEnd: start + stem.length, end: start + value.length });
  }
  return words;
}

/** Whether a word starts with a capital letter. */
export const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);

/** Whether the text is written with capitals at all: a transcript from pocketsphinx is not. */
export const isCased = (text: string) => /\p{Lu}/u.test(text);

/** Whether the word starts a sentence (its capital says nothing then). */
export function startsSentence(text: string, word: Word): boolean {
  // Back over the spaces only: slicing all the text before each word made long texts quadratic.
  let at = word.start - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at--;
  return at < 0 || '.!?:"“'.includes(text[at]!);
}
