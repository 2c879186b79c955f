/**
 * Where espeak-ng ends a clause, and which mark Piper keeps for it. Piper reads espeak-ng's clause
 * terminator through its library; the espeak-ng program prints a clause's phonemes on a line of
 * their own but not what ended it, so the text is cut here by espeak-ng's own rules (its
 * ReadClause, for text in Latin script) and the lines are matched to these clauses.
 */
export interface Clause {
  /** The clause's text, its closing mark included. */
  text: string;
  /** What Piper appends to the clause's phonemes: '.', ',', '?', '!', ':', ';' or nothing. */
  mark: string;
  /** True where a sentence ends: Piper synthesizes each sentence on its own. */
  endsSentence: boolean;
}

interface Terminator {
  mark: string;
  endsSentence: boolean;
  /** Ends the clause with no space after it (espeak-ng's "optional space after"). */
  closesTight?: boolean;
}

/**
 * espeak-ng's clause terminators. Dashes end a clause as a semicolon does. An ellipsis (or three
 * dots) ends one too, but espeak-ng reports it with a flag that keeps it from matching any mark
 * Piper knows, so Piper keeps no mark for it.
 */
const TERMINATORS: Readonly<Record<string, Terminator>> = {
  '.': { mark: '.', endsSentence: true },
  '?': { mark: '?', endsSentence: true },
  '!': { mark: '!', endsSentence: true },
  ',': { mark: ',', endsSentence: false },
  ':': { mark: ':', endsSentence: false },
  ';': { mark: ';', endsSentence: false },
  '\u2013': { mark: ';', endsSentence: false },
  '\u2014': { mark: ';', endsSentence: false },
  '\u2026': { mark: '', endsSentence: false, closesTight: true },
};

/** Brackets and quotes after a mark end the clause as a space does (espeak-ng's IsBracket). */
const isBracket = (c: string) => '()[]{}<>"\'`«»《》'.includes(c) || (c >= '\u2014' && c <= '\u201f');
const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);
const isAlnum = (c: string) => /[\p{L}\p{N}]/u.test(c);
const isLower = (c: string | undefined) => c !== undefined && /\p{Ll}/u.test(c);

/** The end of the whitespace from `at`, and how many line breaks it holds. */
function skipSpace(chars: readonly string[], at: number): { end: number; newlines: number } {
  let end = at;
  let newlines = 0;
  while (isSpace(chars[end])) if (chars[end++] === '\n') newlines++;
  return { end, newlines };
}

/**
 * The text's clauses, in espeak-ng's way: a mark ends a clause when a space, a bracket or quote,
 * or the end of the text follows it and a letter or digit came before it in the clause; a full stop
 * followed by a word in lower case does not ("e.g. this", "U.S.A. is"), nor one before "'s"; a
 * blank line ends a sentence, and a mark before a blank line is reported as a paragraph, for which
 * Piper keeps no mark. Text after the last mark that is more than whitespace is a clause of its own.
 */
export function espeakClauses(text: string): Clause[] {
  const chars = [...text];
  const clauses: Clause[] = [];
  let start = 0;
  let anyAlnum = false;
  const close = (end: number, mark: string, endsSentence: boolean, next: number) => {
    clauses.push({ text: chars.slice(start, end).join(''), mark, endsSentence });
    start = next;
    anyAlnum = false;
  };
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (isAlnum(c)) anyAlnum = true;
    if (c === '\n') {
      const after = skipSpace(chars, i + 1);
      if (after.newlines > 0) {
        close(i, '', true, after.end);
        i = after.end - 1;
      }
      continue;
    }
    let terminator = TERMINATORS[c];
    if (!terminator) continue;
    let end = i + 1;
    if (c === '.' && chars[end] === '.') {
      while (chars[end] === '.') end++;
      // Two dots: the first ends nothing, the second is read on its own. Three or more: an ellipsis.
      if (end - i < 3) continue;
      terminator = TERMINATORS['\u2026']!;
    }
    // A run such as "?!" is read as its first mark.
    if (c === '?' || c === '!') while (chars[end] === '?' || chars[end] === '!') end++;
    const next = chars[end];
    const followed = next === undefined || isSpace(next) || isBracket(next) || next === '?' || terminator.closesTight === true;
    if (followed && anyAlnum) {
      const after = skipSpace(chars, end);
      const abbreviation = c === '.' && terminator.mark === '.' && after.newlines === 0 && (isLower(chars[after.end]) || (chars[after.end] === "'" && chars[after.end + 1] === 's'));
      if (!abbreviation) {
        if (after.newlines > 1) close(end, '', true, after.end);
        else close(end, terminator.mark, terminator.endsSentence, end);
        // The space after the mark was read with it: a blank line there is not another clause end.
        end = after.end;
      }
    }
    i = end - 1;
  }
  if (chars.slice(start).some((c) => !isSpace(c))) close(chars.length, '', true, chars.length);
  return clauses;
}
