/** A blank line (spaces allowed on it) and whatever whitespace follows: where a paragraph ends. */
const PARAGRAPH_BREAK = /(\n[ \t]*\n\s*)/;

/**
 * Text cut at its blank lines, so each paragraph is translated on its own and the text is put back
 * with its own breaks: `join` takes the paragraphs' translations, in order.
 */
export function paragraphsOf(text: string): { paragraphs: string[]; join: (translated: readonly string[]) => string } {
  const parts = text.split(PARAGRAPH_BREAK);
  return {
    paragraphs: parts.filter((_, index) => index % 2 === 0),
    join: (translated) => parts.map((part, index) => (index % 2 === 0 ? translated[index / 2]! : part)).join(''),
  };
}
