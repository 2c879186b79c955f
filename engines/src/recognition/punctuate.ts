import type { RecognizedWord } from './asr-engine.ts';
import type { Punctuator, Sentence } from './punctuator.ts';

/**
 * Sentence casing and punctuation for recognizer output (English), by these rules:
 *
 * 1. A pause of SENTENCE_PAUSE_SEC or more between two words ends a sentence, unless the word before
 *    it cannot end one (an article, preposition, conjunction or possessive: the speaker hesitated).
 *    A sentence longer than MAX_SENTENCE_WORDS is split at its longest pause.
 * 2. A shorter pause of COMMA_PAUSE_SEC or more inside a sentence puts a comma after the word
 *    before it, with the same exception.
 * 3. A sentence ends with '?' when it starts with a question word (what, who, how, ...) or with an
 *    auxiliary verb followed by a subject (is it, do you, can we, ...); otherwise with '.'.
 * 4. The first word of a sentence gets a capital, and so does "I" (with "I'm", "I'll", ...).
 * 5. Punctuation already there (engines like Whisper write it) is kept: a word ending in . ? or !
 *    ends the sentence (a title such as "Mr." does not), and no comma is added where one is.
 *
 * Without timings (punctuateText) there are no pauses: rules 3-5 apply to the text as one sentence
 * unless it carries its own sentence marks.
 *
 * Text an engine punctuated itself (Transcript.punctuated: Whisper) does not go through these rules:
 * a segment ending mid-sentence would get a full stop. Its sentences are its own (writtenSentences).
 */
export const SENTENCE_PAUSE_SEC = 0.5;
export const COMMA_PAUSE_SEC = 0.25;
export const MAX_SENTENCE_WORDS = 40;

const QUESTION_WORDS = new Set(['what', 'who', 'whom', 'whose', 'which', 'when', 'where', 'why', 'how']);
const AUXILIARIES = new Set([
  'is', 'are', 'was', 'were', 'am', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must',
  'have', 'has', 'had', "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "can't", "couldn't", "won't",
  "wouldn't", "shouldn't", "haven't", "hasn't", "hadn't",
]);
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there', 'this', 'that', 'these', 'those', 'anyone', 'anybody', 'someone', 'somebody', 'everyone', 'the', 'a', 'an', 'your', 'my', 'his', 'her', 'our', 'their']);
/** Words after which a sentence or clause cannot stop. */
const CANNOT_END = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into', 'onto', 'about',
  'than', 'as', 'if', 'because', 'that', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'very', 'so', 'i', "i'm", 'we', 'you', 'they',
]);

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');
/** Titles and Latin abbreviations end in a full stop but do not end a sentence ("Mr. John Dashwood"). */
const ABBREVIATIONS = new Set(['mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'st.', 'jr.', 'sr.', 'vs.', 'e.g.', 'i.e.']);
const endsSentence = (word: string) => /[.?!]["')\]]*$/.test(word) && !ABBREVIATIONS.has(word.toLowerCase());
const hasClauseMark = (word: string) => /[,;:.?!]["')\]]*$/.test(word);

function capitalize(word: string): string {
  return word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** "i" and its contractions are always capitals. */
function fixPronoun(word: string): string {
  return /^i('(m|ll|ve|d))?\b/i.test(word) ? word.replace(/^i/, 'I') : word;
}

function isQuestion(words: readonly string[]): boolean {
  const [first, second] = [bare(words[0] ?? ''), bare(words[1] ?? '')];
  return QUESTION_WORDS.has(first) || (AUXILIARIES.has(first) && SUBJECTS.has(second));
}

/** Casing and end punctuation of one sentence's words (commas already placed). */
function finishSentence(words: string[]): string[] {
  const out = words.map(fixPronoun);
  out[0] = capitalize(out[0]!);
  const last = out.length - 1;
  if (!endsSentence(out[last]!)) out[last] = `${out[last]!.replace(/[,;:]+$/, '')}${isQuestion(words) ? '?' : '.'}`;
  return out;
}

/** Indices of words that end a sentence, by rules 1 and 5. */
function sentenceEnds(words: readonly RecognizedWord[]): number[] {
  const ends: number[] = [];
  let start = 0;
  for (let i = 0; i < words.length; i++) {
    const last = i === words.length - 1;
    const pause = last ? Infinity : words[i + 1]!.start - words[i]!.end;
    if (last || endsSentence(words[i]!.w) || (pause >= SENTENCE_PAUSE_SEC && !CANNOT_END.has(bare(words[i]!.w)))) {
      ends.push(...splitLong(words, start, i));
      start = i + 1;
    }
  }
  return ends;
}

/** Rule 1's cap: too long a sentence splits at its longest pause, again and again. */
function splitLong(words: readonly RecognizedWord[], first: number, last: number): number[] {
  if (last - first + 1 <= MAX_SENTENCE_WORDS) return [last];
  let cut = first + Math.floor((last - first) / 2);
  let longest = -Infinity;
  for (let i = first + 1; i < last - 1; i++) {
    const pause = words[i + 1]!.start - words[i]!.end;
    if (pause > longest && !CANNOT_END.has(bare(words[i]!.w))) {
      longest = pause;
      cut = i;
    }
  }
  return [...splitLong(words, first, cut), ...splitLong(words, cut + 1, last)];
}

/**
 * Sentences of words an engine cased and punctuated itself (Whisper): split where its words end a
 * sentence (rule 5) and, past MAX_SENTENCE_WORDS, at the longest pause (rule 1's cap); the words
 * and text as the engine wrote them, no rule added.
 */
export function writtenSentences(words: readonly RecognizedWord[]): Sentence[] {
  const sentences: Sentence[] = [];
  let first = 0;
  words.forEach((word, i) => {
    if (i < words.length - 1 && !endsSentence(word.w)) return;
    for (const last of splitLong(words, first, i)) {
      const slice = words.slice(first, last + 1);
      sentences.push({ start: slice[0]!.start, end: slice.at(-1)!.end, text: slice.map((w) => w.w).join(' '), words: [...slice] });
      first = last + 1;
    }
  });
  return sentences;
}

export class RulePunctuator implements Punctuator {
  sentences(words: readonly RecognizedWord[]): Sentence[] {
    const sentences: Sentence[] = [];
    let first = 0;
    for (const last of sentenceEnds(words)) {
      const slice = words.slice(first, last + 1);
      const texts = slice.map((word, i) => {
        const next = slice[i + 1];
        const comma = next && next.start - word.end >= COMMA_PAUSE_SEC && !hasClauseMark(word.w) && !CANNOT_END.has(bare(word.w));
        return comma ? `${word.w},` : word.w;
      });
      const finished = finishSentence(texts);
      sentences.push({
        start: slice[0]!.start,
        end: slice.at(-1)!.end,
        text: finished.join(' '),
        words: slice.map((word, i) => ({ ...word, w: finished[i]! })),
      });
      first = last + 1;
    }
    return sentences;
  }

  punctuateText(text: string): string {
    const words = text.trim().split(/\s+/).filter(Boolean);
    const out: string[] = [];
    let start = 0;
    words.forEach((word, i) => {
      if (endsSentence(word) || i === words.length - 1) {
        out.push(...finishSentence(words.slice(start, i + 1)));
        start = i + 1;
      }
    });
    return out.join(' ');
  }
}
