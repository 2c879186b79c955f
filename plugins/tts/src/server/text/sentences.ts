/**
 * Cutting long text into pieces an engine synthesizes one at a time: at sentence ends, and only
 * inside a sentence longer than a piece (at a clause mark, else between words).
 */

/**
 * Titles and the like, English and Turkish: a full stop after them never ends a sentence ("Dr. Smith",
 * "Doç. Ayşe"). Not "Sen." (senator): Turkish "sen" (you) often ends one.
 */
const TITLES = new Set([
  'mr', 'mrs', 'ms', 'messrs', 'dr', 'prof', 'st', 'mt', 'sr', 'jr', 'gen', 'col', 'lt', 'capt', 'sgt', 'rev', 'hon', 'gov', 'rep',
  'doç', 'av', 'yrd', 'öğr', 'gör', 'müh', 'uzm', 'sn', 'hz', 'alb', 'bkz', 'örn', 'mah', 'cad', 'sok',
]);

/** Abbreviations that stand before a number ("No. 5", "Fig. 2", "s. 12", "Jan. 5"). */
const BEFORE_NUMBER = new Set([
  'no', 'nos', 'nr', 'vol', 'fig', 'p', 'pp', 'ch', 'sec', 'art', 'tel', 's', 'sy', 'md',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);

/** A candidate sentence end: terminal marks and the closing quotes or brackets after them, then space; or a blank line. */
const CANDIDATE = /[.!?…]+["'”’»)\]]*(?=\s|$)|\n[^\S\n]*\n/gu;

/** Marks a long sentence may be cut after: clause ends, followed by a space (so never a decimal comma). */
const CLAUSE_MARKS = /[;:,–—)]["'”’»]*(?=\s)/gu;

/** Whether the mark at `at` (a full stop, or a run of marks) in `text` ends a sentence. */
function endsSentence(text: string, at: number, mark: string): boolean {
  if (mark.startsWith('\n')) return true;
  const rest = text.slice(at + mark.length).trimStart();
  if (rest === '') return true;
  // A sentence never starts in lower case: "e.g. this", Turkish ordinals "5. sınıf", "vb. gibi".
  if (/^\p{Ll}/u.test(rest)) return false;
  if (mark !== '.') return true;
  // The word the full stop ends, without the quotes or brackets before it.
  const word = (/(\S+)$/.exec(text.slice(0, at))?.[1] ?? '').replace(/^["'“‘«([]+/u, '');
  const lower = word.toLocaleLowerCase('en');
  if (TITLES.has(lower)) return false;
  if (BEFORE_NUMBER.has(lower) && /^\d/.test(rest)) return false;
  // An initial ("J. R. R. Tolkien") or a dotted abbreviation ("U.S.", "T.C.", "e.g.").
  return !/^\p{Lu}$/u.test(word) && !/^(?:\p{L}\.)+\p{L}$/u.test(word);
}

/** The text cut into sentences, whitespace collapsed, none empty. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const end = match.index + match[0].length;
    if (!endsSentence(text, match.index, match[0])) continue;
    sentences.push(text.slice(start, end));
    start = end;
  }
  sentences.push(text.slice(start));
  return sentences.map(collapse).filter(Boolean);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Never cuts a surrogate pair (an emoji, a rare CJK character) in two. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

/** Cuts one sentence longer than `maxChars`: after the last clause mark that fits, else the last space, else hard. */
function cutSentence(sentence: string, maxChars: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    // Too early a cut would leave a sliver of a piece: a clause mark counts only in the window's second half.
    let cut = 0;
    for (const match of window.matchAll(CLAUSE_MARKS)) {
      const end = match.index + match[0].length;
      if (end <= maxChars && end > maxChars / 2) cut = end;
    }
    if (cut === 0) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = safeCut(rest, maxChars) || maxChars + 1;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * Long text as pieces of at most `maxChars` characters, each holding as many whole sentences as
 * fit; only a sentence longer than a piece is cut inside. Nothing is lost or reordered: the pieces
 * joined with spaces are the text with its whitespace collapsed.
 */
export function cutIntoPieces(text: string, maxChars: number): string[] {
  if (!Number.isInteger(maxChars) || maxChars < 1) throw new RangeError(`maxChars must be a positive integer, got ${maxChars}`);
  const units = splitSentences(text).flatMap((sentence) => (sentence.length > maxChars ? cutSentence(sentence, maxChars) : [sentence]));
  const pieces: string[] = [];
  for (const unit of units) {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + 1 + unit.length <= maxChars) pieces[pieces.length - 1] = `${last} ${unit}`;
    else pieces.push(unit);
  }
  return pieces;
}
