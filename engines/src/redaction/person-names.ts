import { resolveOverlaps } from '../entities/entity-candidates.ts';
import { englishNames } from '../entities/english-names.ts';
import { turkishNames } from '../entities/turkish-names.ts';
import { isCased } from '../entities/words.ts';
import type { PiiToken } from './pii-tokens.ts';
import type { PiiSpan } from './pii-span.ts';

/** Words that say a name follows, each a list of lower-case words. */
const NAME_CUES: Record<string, { words: string[]; capitalOnly?: boolean }[]> = {
  en: [
    { words: ['my', 'name', 'is'] }, { words: ['name', 'is'] }, { words: ["name's"] }, { words: ['call', 'me'] }, { words: ['named'] },
    { words: ['called'], capitalOnly: true }, { words: ['this', 'is'], capitalOnly: true }, { words: ['i', 'am'], capitalOnly: true }, { words: ["i'm"], capitalOnly: true },
    { words: ['mr'] }, { words: ['mrs'] }, { words: ['ms'] }, { words: ['miss'], capitalOnly: true }, { words: ['mister'] }, { words: ['dr'] }, { words: ['doctor'], capitalOnly: true },
    { words: ['speaking', 'with'], capitalOnly: true }, { words: ['spoke', 'to'], capitalOnly: true }, { words: ['spoke', 'with'], capitalOnly: true },
    { words: ['speak', 'to'], capitalOnly: true }, { words: ['talk', 'to'], capitalOnly: true }, { words: ['ask', 'for'], capitalOnly: true },
    { words: ['holder'] }, { words: ['cardholder'] },
  ],
  tr: [
    { words: ['adım'] }, { words: ['ismim'] }, { words: ['adı'] }, { words: ['isim'] }, { words: ['ben'], capitalOnly: true }, { words: ['sayın'] },
    { words: ['dr'] }, { words: ['av'] }, { words: ['prof'] },
  ],
};
/** Words that end a name said after a cue ("my name is John and ..."): they are never part of one. */
const STOP = new Set([
  'and', 'or', 'i', 'my', 'is', 'the', 'a', 'an', 'from', 'at', 'in', 'on', 'to', 'of', 'with', 'for', 'but', 'so', 'speaking', 'here', 'calling',
  've', 'ile', 'ben', 'benim', 'bu', 'şu', 'bir', 'da', 'de', 'mi', 'ama', 'evet', 'hayır', 'olarak', 'burada', 'arıyorum', 'konuşuyorum',
  'not', 'very', 'sorry', 'fine', 'good', 'sure', 'going', 'happy', 'glad', 'afraid', 'calling', 'just', 'also', 'really', 'still',
]);
/** Titles before a name stay in the text ("Dr. [PERSON]"). */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mister', 'doctor', 'prof', 'professor', 'sir', 'madam', 'av', 'sayın']);
const TITLE_AFTER_TR = new Set(['bey', 'hanım', 'beyefendi', 'hanımefendi']);
/**
 * A capitalized phrase a recognizer wrote after one of these is a thing of the speaker's ("My
 * Turkish Identity number", "My Discover Card", "Our Spanish account"), not a name: nobody is "my John".
 */
const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'benim', 'bizim']);
/** The same for a capitalized phrase ending in what data is kept in: "The British Account", "Social Security Number". */
const THINGS = new Set(['account', 'card', 'number', 'iban', 'bank', 'address', 'email', 'e-mail', 'code', 'hesap', 'hesabı', 'kart', 'kartı', 'numara', 'numarası']);

const nameLike = (token: PiiToken | undefined, cased: boolean, capitalOnly: boolean) =>
  !!token && /^\p{L}[\p{L}'’-]*$/u.test(token.core) && !STOP.has(token.lower) && !TITLES.has(token.lower) && !token.number
  && (!(cased || capitalOnly) || /^\p{Lu}/u.test(token.core));

/**
 * People's names: the named-entity detectors' PERSON (compromise and rules in English, lists and
 * forms of address in Turkish) over the transcript's words, and the words after a cue that says a
 * name follows ("my name is", "adım", "Mr."), which finds names no list holds. The person's title
 * stays ("Dr. [PERSON]"); a Turkish "Bey" or "Hanım" after a name goes with it.
 */
export function personSpans(tokens: readonly PiiToken[], language: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const text = tokens.map((t) => t.raw).join(' ');
  const cased = isCased(text);
  const starts: number[] = [];
  let at = 0;
  for (const token of tokens) {
    starts.push(at);
    at += token.raw.length + 1;
  }
  const wordAt = (offset: number) => {
    let lo = 0;
    for (let hi = starts.length - 1; lo < hi;) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const names = language === 'tr' ? turkishNames(text) : englishNames(text);
  for (const entity of resolveOverlaps(text, names)) {
    if (entity.type !== 'PERSON') continue;
    const first = wordAt(entity.start);
    const last = wordAt(entity.end - 1);
    if (POSSESSIVES.has(tokens[first]!.lower) || THINGS.has(tokens[last]!.lower)) continue;
    spans.push({ kind: 'PERSON', first, last });
  }
  for (const cue of NAME_CUES[language === 'tr' ? 'tr' : 'en']!) {
    for (let i = 0; i + cue.words.length < tokens.length; i++) {
      if (!cue.words.every((word, k) => tokens[i + k]!.lower.replace(/\.$/, '') === word)) continue;
      const first = i + cue.words.length;
      let last = first - 1;
      while (last + 1 < tokens.length && last < first + 2 && nameLike(tokens[last + 1], cased, cue.capitalOnly === true)) {
        last++;
        // A name ends at its punctuation: "John, and ..."
        if (tokens[last]!.raw !== tokens[last]!.core) break;
      }
      if (last >= first) spans.push({ kind: 'PERSON', first, last });
    }
  }
  if (language === 'tr') {
    for (const span of spans) if (TITLE_AFTER_TR.has(tokens[span.last + 1]?.lower ?? '')) span.last++;
  }
  return spans;
}
