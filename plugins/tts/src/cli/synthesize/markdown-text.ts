/** Lines that only draw (rules, table separators) and reference-link definitions: nothing to say. */
const SILENT_LINE = [/^ {0,3}([-*_])( *\1){2,} *$/, /^ *\|?( *:?-+:? *\|)+ *:?-*:? *\|? *$/, /^ {0,3}\[[^\]]+\]: +\S/];
const FENCE = /^ {0,3}(```|~~~)/;
/** A setext heading's underline: the line above is a heading. */
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+) *$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?: +|$)(.*?)(?: +#+)? *$/;
const LIST_MARKER = /^ *(?:[-*+]|\d{1,9}[.)]) +(?:\[[ xX]\] +)?/;
const QUOTE_MARKER = /^ {0,3}(?:> ?)+/;
/** YAML front matter (Jekyll, Hugo, Obsidian): metadata, not text. */
const FRONT_MATTER = /^---\n[\s\S]*?\n(?:---|\.\.\.)\n/;

/**
 * Markdown as the words a reader would say: headings, list and quote markers, emphasis, code
 * marks, links (their text), images (their alt text), HTML tags and rules are dropped. A heading or
 * a list item becomes a sentence of its own (a full stop added when it has none), so the voice
 * pauses after it instead of running it into the next line. Code is kept as text; front matter is
 * dropped. Paragraphs stay apart by blank lines.
 */
export function markdownText(markdown: string): string {
  const lines = `${markdown.replace(/\r\n?/g, '\n')}\n`.replace(FRONT_MATTER, '').split('\n');
  const spoken: string[] = [];
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (FENCE.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      spoken.push(line.trim());
      continue;
    }
    if (line.trim() && next !== undefined && SETEXT_UNDERLINE.test(next) && !LIST_MARKER.test(line)) {
      spoken.push(sentence(inline(line.replace(QUOTE_MARKER, ''))));
      i++;
      continue;
    }
    if (SILENT_LINE.some((pattern) => pattern.test(line))) continue;
    const unquoted = line.replace(QUOTE_MARKER, '');
    const heading = ATX_HEADING.exec(unquoted);
    if (heading) spoken.push(sentence(inline(heading[1]!)));
    else if (LIST_MARKER.test(unquoted)) spoken.push(sentence(inline(unquoted.replace(LIST_MARKER, ''))));
    else spoken.push(inline(tableRow(unquoted)));
  }
  return spoken.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** An escaped mark (`\\*`) is hidden in the private-use area while the marks are taken out, then put back as itself. */
const HIDDEN = 0xe000;

function inline(text: string): string {
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, (_, mark: string) => String.fromCharCode(HIDDEN + mark.charCodeAt(0)))
    .replace(/<!--.*?-->/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(`+)(.+?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
    // An underscore inside a word (snake_case) is not emphasis.
    .replace(/(?<![\p{L}\p{N}])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}])/gu, '$1')
    .replace(/[\ue000-\ue07f]/g, (hidden) => String.fromCharCode(hidden.charCodeAt(0) - HIDDEN))
    .trim();
}

/** `| a | b |` -> `a, b`: the cells as a spoken list. */
function tableRow(line: string): string {
  if (!/^ *\|.*\| *$/.test(line)) return line;
  return line.trim().slice(1, -1).split('|').map((cell) => cell.trim()).filter(Boolean).join(', ');
}

function sentence(text: string): string {
  return !text || /[.!?:;…]$/.test(text) ? text : `${text}.`;
}
