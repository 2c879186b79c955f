import type { Node } from '@tiptap/pm/model';

/** Blocks (paragraphs, list items, headings) are read apart, as the host cuts text into sentences. */
const BLOCK_SEPARATOR = '\n\n';

const cache = new WeakMap<Node, string>();

/**
 * The text a synthesis reads: the document's words without formatting or images, blocks separated
 * by a blank line, trimmed. Its length is what the limits count. Kept per document, since the page
 * asks on every keystroke and selection change of a text that may be 100,000 characters long.
 */
export function speakableText(doc: Node): string {
  let text = cache.get(doc);
  if (text === undefined) {
    text = doc.textBetween(0, doc.content.size, BLOCK_SEPARATOR, '').trim();
    cache.set(doc, text);
  }
  return text;
}
