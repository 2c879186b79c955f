import type { EntityType } from './entity-types.ts';
import { RANK, type Candidate } from './entity-candidates.ts';
import { createGazetteer, namesOf } from './gazetteer.ts';
import {
  TURKISH_ABBREVIATIONS, TURKISH_AMBIGUOUS, TURKISH_FIRST_NAMES, TURKISH_ORGANIZATION_HEADS, TURKISH_ORGANIZATIONS, TURKISH_PLACE_HEADS,
  TURKISH_PLACES, TURKISH_SUFFIXES, TURKISH_SURNAMES, TURKISH_TITLES_AFTER, TURKISH_TITLES_BEFORE,
} from './turkish-gazetteer.ts';
import { isCapitalized, isCased, startsSentence, wordsOf, type Word } from './words.ts';

/** Turkish lower case: "İ" -> "i", "I" -> "ı". */
export const lowerTr = (text: string) => text.toLocaleLowerCase('tr');
const keepsDot = (word: string) => TURKISH_ABBREVIATIONS.has(lowerTr(word));

const options = { lower: lowerTr, ambiguous: TURKISH_AMBIGUOUS, attachedSuffixes: TURKISH_SUFFIXES };
const institutions = createGazetteer([['ORGANIZATION', namesOf(TURKISH_ORGANIZATIONS)], ['PLACE', namesOf(TURKISH_PLACES)]], options);
const people = createGazetteer([['PERSON', namesOf(TURKISH_FIRST_NAMES)]], options);
const surnames = createGazetteer([['PERSON', namesOf(TURKISH_SURNAMES)]], options);
/** Words that join an organization's name ("Adalet ve Kalkınma Partisi"). */
const CONNECTORS = new Set(['ve']);

/**
 * Names (PERSON, PLACE, ORGANIZATION) in Turkish by rules and lists: listed places and
 * organizations; capitalized names ending in an organization or place word ("Ziraat Bankası",
 * "Bağdat Caddesi"); people by first names, surnames and forms of address ("Ahmet Bey", "Dr.
 * Selin"). A suffix after an apostrophe is not part of the name ("Ayşe'nin" -> "Ayşe"); in text
 * without capitals (a transcript) a case ending written onto a listed name is recognized too
 * ("istanbulda" -> "istanbul").
 */
export function turkishNames(text: string): Candidate[] {
  const cased = isCased(text);
  const words = wordsOf(text, keepsDot);
  return [...listedInstitutions(text, words, cased), ...headedNames(text, words, cased), ...persons(text, words, cased)];
}

function listedInstitutions(text: string, words: readonly Word[], cased: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = institutions.match(words, i, cased);
    if (!match) continue;
    // An everyday word opening a sentence ("Sabah", "Meclis") has its capital from the sentence.
    if (match.length === 1 && TURKISH_AMBIGUOUS.has(lowerTr(words[i]!.stem)) && startsSentence(text, words[i]!)) continue;
    found.push({ type: match.type, start: words[i]!.start, end: match.end, rank: RANK.gazetteer });
    i += match.length - 1;
  }
  return found;
}

const headType = (word: Word): EntityType | null => {
  const stem = lowerTr(word.stem);
  return TURKISH_ORGANIZATION_HEADS.has(stem) ? 'ORGANIZATION' : TURKISH_PLACE_HEADS.has(stem) ? 'PLACE' : null;
};

/** "Ziraat Bankası", "İstanbul Büyükşehir Belediyesi", "Bağdat Caddesi": the run of names before a head word. */
function headedNames(text: string, words: readonly Word[], cased: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (let i = 1; i < words.length; i++) {
    const type = headType(words[i]!);
    if (!type) continue;
    let from = i;
    if (cased) {
      if (!isCapitalized(words[i]!.stem)) continue;
      while (from > 0 && joined(text, words[from - 1]!, words[from]!) && !endsPerson(words, from - 1)
        && (isCapitalized(words[from - 1]!.stem) || (CONNECTORS.has(words[from - 1]!.stem) && from > 1 && isCapitalized(words[from - 2]!.stem)))) from--;
    } else {
      // Without capitals only a listed name shows where the run starts ("ziraat bankası" is listed whole).
      for (let back = 1; back <= 3 && i - back >= 0; back++) {
        const match = institutions.match(words, i - back, false) ?? people.match(words, i - back, false);
        if (match && match.length === back) from = i - back;
      }
    }
    if (from < i) found.push({ type, start: words[from]!.start, end: words[i]!.stemEnd, rank: RANK.cue });
  }
  return found;
}

/** Whether word i is a title, or the end of a person's name ("Selin Kaya", "Elif Hanım"): an organization's name does not reach back over it. */
function endsPerson(words: readonly Word[], i: number): boolean {
  const word = lowerTr(words[i]!.stem);
  if (TURKISH_TITLES_BEFORE.has(word) || TURKISH_TITLES_AFTER.has(word) || people.match(words, i, true)) return true;
  return surnames.match(words, i, true) !== null && i > 0 && people.match(words, i - 1, true) !== null;
}

/** Whether two words are next to each other with only spaces between. */
const joined = (text: string, a: Word, b: Word) => /^\s+$/.test(text.slice(a.end, b.start)) && a.stem === a.text;

function persons(text: string, words: readonly Word[], cased: boolean): Candidate[] {
  const found: Candidate[] = [];
  const lowered = words.map((w) => lowerTr(w.stem));
  const isName = (i: number) => words[i] !== undefined && (people.match(words, i, cased) !== null || surnames.match(words, i, cased) !== null);
  const capital = (i: number) => words[i] !== undefined && isCapitalized(words[i]!.stem) && !headType(words[i]!) && !TURKISH_TITLES_BEFORE.has(lowered[i]!) && !TURKISH_TITLES_AFTER.has(lowered[i]!);
  for (let i = 0; i < words.length; i++) {
    const titled = i > 0 && TURKISH_TITLES_BEFORE.has(lowered[i - 1]!) && (!cased || isCapitalized(words[i - 1]!.text) || capital(i));
    const first = people.match(words, i, cased);
    const addressed = words[i]!.stem === words[i]!.text && TURKISH_TITLES_AFTER.has(lowered[i + 1] ?? '');
    const startsName = cased
      ? capital(i) && (first !== null || titled || addressed || (surnames.match(words, i + 1, true) !== null && !startsSentence(text, words[i]!)))
      : first !== null || titled && isName(i);
    if (!startsName) continue;
    // The name runs over further first names and surnames (and in cased text, capitalized words), ending at a suffix.
    let j = i;
    while (j + 1 < words.length && words[j]!.stem === words[j]!.text && j - i < 3 && joined(text, words[j]!, words[j + 1]!)
      && (cased ? capital(j + 1) && !institutionAt(words, j + 1) : isName(j + 1))) j++;
    const end = (cased ? words[j]!.stemEnd : (surnames.match(words, j, false) ?? people.match(words, j, false))?.end) ?? words[j]!.stemEnd;
    const single = j === i;
    // A lone everyday-word name ("deniz", "umut") without capitals is a word, unless addressed or titled.
    if (!cased && single && !titled && !addressed && TURKISH_AMBIGUOUS.has(lowered[i]!)) continue;
    // A lone capitalized first name opening a sentence may be a word ("Deniz kenarında"); listed people are taken.
    found.push({ type: 'PERSON', start: words[i]!.start, end, rank: single && !titled && !addressed ? RANK.tagger : RANK.cue });
    i = j;
  }
  return found;
}

const institutionAt = (words: readonly Word[], i: number) => institutions.match(words, i, true) !== null && people.match(words, i, true) === null && surnames.match(words, i, true) === null;
