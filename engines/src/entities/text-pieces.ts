/** Characters a piece of text is recognized in at most: the tagger's time grows faster than its input. */
export const PIECE_CHARS = 2000;

/**
 * A sentence end a piece may close at: a mark after a word of four lower-case letters or a number
 * (so never "Dr.", "Mrs." or an initial, which stand before a name), then a capital; or a line break.
 */
const SENTENCE_END = /(?<=\p{Ll}{4}|\p{N})[.!?]["'”’)]*\s+(?=\p{Lu})|\n\s*/gu;

/**
 * A long text as consecutive spans of at most `size` characters, each closed at its last sentence
 * end, else at its last space: names lie inside a sentence, so recognizing the spans one by one
 * finds what the whole would, in time that grows with the text instead of faster.
 */
export function textPieces(text: string, size = PIECE_CHARS): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  while (text.length - start > size) {
    const window = text.slice(start, start + size);
    let cut = 0;
    for (const match of window.matchAll(SENTENCE_END)) if (match.index > 0) cut = match.index + match[0].length;
    if (cut === 0) cut = window.lastIndexOf(' ') + 1 || size;
    pieces.push({ start, end: start + cut });
    start += cut;
  }
  pieces.push({ start, end: text.length });
  return pieces;
}
