import sanitizeHtml from 'sanitize-html';

/** Elements that stand on their own: each ends a sentence, so a heading or a list item is not read into the next. */
const BLOCKS = [
  'address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
  'td', 'th', 'tr', 'ul',
];
const BLOCK_TAG = new RegExp(`</?(?:${BLOCKS.join('|')})>`, 'g');
const BLOCK_BREAK = '\u0000';

/** sanitize-html escapes only these in the text it writes; every other entity is already decoded. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** A block that ends without a mark of its own gets a full stop, so the voice pauses there as a reader would. */
const ENDS_CLAUSE = /[.!?…:;]["'”’»)\]]*$/u;

/**
 * The rich-text editor's HTML as the text to speak: blocks (paragraphs, headings, list items, table
 * cells) end sentences and are separated by a blank line, `<br>` breaks the line, entities are
 * decoded, and what is not read aloud (images, scripts, styles) is dropped.
 */
export function textOfHtml(html: string): string {
  // Only block tags and <br> survive, without attributes; script, style and the like go with their text.
  const kept = sanitizeHtml(html, { allowedTags: [...BLOCKS, 'br'], allowedAttributes: {} });
  return kept
    .replace(/<br\s*\/?>/g, '\n')
    .replace(BLOCK_TAG, BLOCK_BREAK)
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
    .split(BLOCK_BREAK)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .map((block) => (ENDS_CLAUSE.test(block) ? block : `${block}.`))
    .join('\n\n');
}
