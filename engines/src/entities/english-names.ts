import nlp from 'compromise';
import type { EntityType } from './entity-types.ts';
import { RANK, type Candidate } from './entity-candidates.ts';
import { createGazetteer, namesOf } from './gazetteer.ts';
import {
  ENGLISH_ABBREVIATIONS, ENGLISH_ORGANIZATIONS, ENGLISH_PLACES, ENGLISH_TITLES, ORGANIZATION_HEADS, ORGANIZATION_OPENERS,
} from './english-gazetteer.ts';
import { isCapitalized, isCased, startsSentence, wordsOf, type Word } from './words.ts';

const lower = (text: string) => text.toLowerCase();
/** Listed names that are everyday words too: without capitals they are not taken as names. */
const AMBIGUOUS = new Set(['apple', 'amazon', 'shell', 'visa', 'meta', 'ford', 'chelsea', 'jordan', 'georgia', 'turkey', 'china', 'nile', 'labour', 'congress', 'senate', 'parliament', 'arsenal', 'post', 'democrats', 'republicans', 'times']);
const gazetteer = createGazetteer([['PLACE', namesOf(ENGLISH_PLACES)], ['ORGANIZATION', namesOf(ENGLISH_ORGANIZATIONS)]], { lower, ambiguous: AMBIGUOUS });
const keepsDot = (word: string) => ENGLISH_ABBREVIATIONS.has(word.toLowerCase());
/** Small words inside a capitalized name ("Bank of America", "University of the Arts"). */
const CONNECTORS = new Set(['of', 'for', 'the', 'de', '&']);

interface TaggedMatch {
  text: string;
  offset: { start: number; length: number };
}

/**
 * Names (PERSON, PLACE, ORGANIZATION) in English: compromise's people, places and organizations,
 * trimmed to the name (no title, no "the", no trailing punctuation or "'s"), and rules where
 * compromise measured weaker: listed places and organizations, capitalized names ending in an
 * organization word ("Acme Corp") or after one ("University of Texas"), and capitalized words after
 * a title ("Dr. Okafor").
 */
export function englishNames(text: string): Candidate[] {
  const cased = isCased(text);
  const words = wordsOf(text, keepsDot);
  const doc = nlp(text);
  return [
    ...taggerNames(text, doc), ...listedNames(words, cased), ...organizationShapes(text, words, cased), ...titledPeople(text, words, cased, doc),
    ...properNamePairs(text, words, cased, doc),
  ];
}

type Doc = ReturnType<typeof nlp>;

/** compromise's tags per word of ours, by where the word starts. */
function tagsByStart(doc: Doc): Map<number, Set<string>> {
  const tags = new Map<number, Set<string>>();
  const terms = doc.terms().json({ offset: true }) as { terms: { tags: string[]; offset: { start: number } }[] }[];
  for (const { terms: [term] } of terms) if (term) tags.set(term.offset.start, new Set(term.tags));
  return tags;
}

function taggerNames(text: string, doc: Doc): Candidate[] {
  const found: Candidate[] = [];
  const add = (type: EntityType, matches: TaggedMatch[]) => {
    for (const match of matches) {
      // "Lesbos, Greece" is two places.
      let at = match.offset.start;
      for (const part of text.slice(at, at + match.offset.length).split(/(?<=,)\s+/)) {
        const span = trimName(text, at, at + part.length, type);
        if (span) found.push({ type, ...span, rank: RANK.tagger });
        at += part.length + 1;
      }
    }
  };
  add('PERSON', doc.people().json({ offset: true }) as TaggedMatch[]);
  add('PLACE', doc.places().json({ offset: true }) as TaggedMatch[]);
  add('ORGANIZATION', doc.organizations().json({ offset: true }) as TaggedMatch[]);
  return found;
}

/** The name inside a tagger's match: without titles, a leading "the", a possessive or trailing punctuation. */
function trimName(text: string, start: number, end: number, type: EntityType): { start: number; end: number } | null {
  let span = text.slice(start, end);
  for (;;) {
    const trailing = /(['’]s|[.,;:!?)"'’”-]+)$/.exec(span);
    if (!trailing || (trailing[0] === '.' && keepsDot(span.split(/\s+/).pop()!))) break;
    span = span.slice(0, -trailing[0].length);
    end -= trailing[0].length;
  }
  for (;;) {
    const first = /^(\S+)\s+/.exec(span);
    if (!first) break;
    const head = first[1]!.toLowerCase();
    const lowerLead = isCased(text) && !isCapitalized(first[1]!);
    const drop = head === 'the' || lowerLead || (type === 'PERSON' && ENGLISH_TITLES.has(head)) || /^[("“'‘]/.test(head);
    if (!drop) break;
    span = span.slice(first[0].length);
    start += first[0].length;
  }
  if (type === 'PERSON' && ENGLISH_TITLES.has(span.toLowerCase())) return null;
  const lead = /^[("“'‘]+/.exec(span)?.[0].length ?? 0;
  return span.length > lead ? { start: start + lead, end } : null;
}

function listedNames(words: readonly Word[], cased: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = gazetteer.match(words, i, cased);
    if (!match) continue;
    found.push({ type: match.type, start: words[i]!.start, end: match.end, rank: RANK.gazetteer });
    i += match.length - 1;
  }
  return found;
}

/** Capitalized runs: "Acme Widget Corp", "University of Texas", "Bank of America". */
function organizationShapes(text: string, words: readonly Word[], cased: boolean): Candidate[] {
  if (!cased) return [];
  const found: Candidate[] = [];
  for (const run of capitalizedRuns(text, words)) {
    const last = run[run.length - 1]!;
    const first = run[0]!;
    const heads = run.map((w) => ORGANIZATION_HEADS.has(w.stem.toLowerCase()) && isCapitalized(w.stem));
    if (run.length > 1 && heads[run.length - 1]) {
      // "Amara Okafor of Johns Hopkins University": the organization is what follows the last "of".
      const cut = run.map((w) => CONNECTORS.has(w.stem.toLowerCase()) && w.stem !== '&').lastIndexOf(true);
      const from = cut >= 0 && !ORGANIZATION_OPENERS.has(first.stem.toLowerCase()) ? run[cut + 1]! : first;
      if (from !== last) found.push({ type: 'ORGANIZATION', start: from.start, end: last.stemEnd, rank: RANK.cue });
    }
    else if (run.length > 2 && ORGANIZATION_OPENERS.has(first.stem.toLowerCase()) && run[1]!.stem === 'of') {
      found.push({ type: 'ORGANIZATION', start: first.start, end: last.stemEnd, rank: RANK.cue });
    }
  }
  return found;
}

/** Runs of capitalized words, joined by small connectors ("of", "and"), never across punctuation. */
function capitalizedRuns(text: string, words: readonly Word[], withConnectors = true): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  const close = () => {
    while (run.length && CONNECTORS.has(run[run.length - 1]!.stem.toLowerCase())) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  for (const word of words) {
    const previous = run[run.length - 1];
    const joined = previous && /^\s+$/.test(text.slice(previous.end, word.start));
    if (previous && !joined) close();
    if (isCapitalized(word.stem) && !(run.length === 0 && word.stem === 'The')) run.push(word);
    else if (withConnectors && run.length && CONNECTORS.has(word.stem.toLowerCase())) run.push(word);
    else close();
  }
  close();
  return runs.filter((r) => !(r.length === 1 && startsSentence(text, r[0]!) && !ORGANIZATION_HEADS.has(r[0]!.stem.toLowerCase())));
}

/** Titles a transcript says before a name ("president biden", "doctor patel"). */
const SPOKEN_TITLES = new Set(['president', 'senator', 'doctor', 'mister', 'professor', 'governor', 'mayor', 'judge', 'uncle', 'aunt', 'coach', 'officer', 'detective']);
/** What a word after a spoken title must not be tagged as, to be a name. */
const NOT_A_NAME = ['Verb', 'Adjective', 'Determiner', 'Preposition', 'Conjunction', 'Adverb', 'Pronoun', 'Value', 'Date', 'Place', 'Organization'];

/** "Dr. Amara Okafor", "President Lula", "Mrs. Patel": the capitalized words after a title; without capitals, the word after a spoken title. */
function titledPeople(text: string, words: readonly Word[], cased: boolean, doc: Doc): Candidate[] {
  const found: Candidate[] = [];
  if (!cased) {
    const tags = tagsByStart(doc);
    for (let i = 0; i < words.length - 1; i++) {
      const next = words[i + 1]!;
      const nextTags = tags.get(next.start) ?? new Set();
      if (SPOKEN_TITLES.has(words[i]!.stem) && !NOT_A_NAME.some((tag) => nextTags.has(tag))) found.push({ type: 'PERSON', start: next.start, end: next.stemEnd, rank: RANK.cue });
    }
    return found;
  }
  for (let i = 0; i < words.length - 1; i++) {
    if (!ENGLISH_TITLES.has(words[i]!.text.toLowerCase()) || !isCapitalized(words[i]!.text)) continue;
    let j = i + 1;
    while (j < words.length && isCapitalized(words[j]!.stem) && !ENGLISH_TITLES.has(words[j]!.stem.toLowerCase()) && /^\s+$/.test(text.slice(words[j - 1]!.end, words[j]!.start))) j++;
    if (j > i + 1 && j - i - 1 <= 3) found.push({ type: 'PERSON', start: words[i + 1]!.start, end: words[j - 1]!.stemEnd, rank: RANK.cue });
  }
  return found;
}

/** Words of a place's or a thing's name, never of a person's. */
const NOT_PERSON_WORDS = new Set(['street', 'road', 'avenue', 'square', 'park', 'river', 'lake', 'mountain', 'bridge', 'airport', 'station', 'day', 'year', 'week', 'prize', 'award', 'cup', 'war']);

/**
 * "Elon Musk", "Narendra Modi": two or three capitalized words that compromise reads as nouns,
 * the last a proper noun, none a place, an organization, a title or a listed name: a person's name
 * it did not know.
 */
function properNamePairs(text: string, words: readonly Word[], cased: boolean, doc: Doc): Candidate[] {
  if (!cased) return [];
  const tags = tagsByStart(doc);
  const found: Candidate[] = [];
  for (const run of capitalizedRuns(text, words, false)) {
    if (run.length < 2 || run.length > 3) continue;
    const ok = run.every((w, k) => {
      const t = tags.get(w.start) ?? new Set<string>();
      const lowered = w.stem.toLowerCase();
      return t.has('Noun') && !t.has('Place') && !t.has('Organization') && !t.has('Pronoun') && (k < run.length - 1 || t.has('ProperNoun'))
        && !ENGLISH_TITLES.has(lowered) && !ORGANIZATION_HEADS.has(lowered) && !NOT_PERSON_WORDS.has(lowered) && !CONNECTORS.has(lowered)
        && gazetteer.match(words, words.indexOf(w), true) === null;
    });
    if (ok) found.push({ type: 'PERSON', start: run[0]!.start, end: run[run.length - 1]!.stemEnd, rank: RANK.tagger });
  }
  return found;
}
