import {
  confirmedSpans, pronounceTerms, secondPassTerms, SoundsLikeIndex, soundsLikeSpans, vocabularyPrompt,
  type AsrEngine, type PhoneTerm, type Pronouncer, type TermsIn, type Transcript,
} from '@speechdeck/engines/recognition';
import type { VocabularyWord } from '../../contract/vocabulary-api.ts';

/** True when every word of the list fits Whisper's hotwords (600 characters): then it takes them all, in one pass. */
export function fitsHotwords(words: readonly VocabularyWord[]): boolean {
  const terms = words.map((word) => word.text);
  return vocabularyPrompt(terms) === terms.join(', ');
}

/** The most words a second pass listens for: those of the list that sound nearest to spans of the first. */
export const SECOND_PASS_WORDS = 15;

/** Lower case, punctuation stripped at the ends ("Xarelto," -> "xarelto"): how the list and the heard words are compared. */
export const normalizeHeard = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const wordsOf = (text: string) => text.split(/\s+/).map(normalizeHeard).filter(Boolean);

/** The list's entries found in normalized words: each entry as its words in a row. */
function listTerms(words: readonly VocabularyWord[]): TermsIn {
  const entries = [...new Set(words.map((word) => wordsOf(word.text).join(' ')))].map((term) => term.split(' '));
  return (heard) => entries.flatMap((entry) => {
    const found: { first: number; length: number }[] = [];
    for (let i = 0; i + entry.length <= heard.length; i++) if (entry.every((word, k) => heard[i + k] === word)) found.push({ first: i, length: entry.length });
    return found;
  });
}

/** Each entry's phones (its spelling's, and each sounds-like spelling's), under its normalized text. */
async function listPhones(words: readonly VocabularyWord[], pronouncer: Pronouncer, language: string): Promise<PhoneTerm[]> {
  const spellings = words.flatMap((word) => [word.text, ...(word.soundsLike ?? [])].map((said) => ({ term: wordsOf(word.text).join(' '), said })));
  const phones = await pronounceTerms(spellings.map((spelling) => spelling.said), pronouncer, language);
  const bySpelling = new Map(phones.map((entry) => [entry.term, entry.phones]));
  return spellings.flatMap(({ term, said }) => (bySpelling.has(said) ? [{ term, phones: bySpelling.get(said)! }] : []));
}

export interface ListenedTranscript {
  transcript: Transcript;
  note: string;
}

/**
 * Whisper (an engine that takes hotwords) with a user's list too long for its hotwords (600
 * characters: only its first words would be heard), in two passes as the medical service does: the
 * first pass plain; the list's words that sound like spans of what it wrote (the engine layer's
 * sounds-like index, a word's sounds-like spellings as more ways to say it), at most 15, are the
 * hotwords of a second pass over the same audio, and a span takes the second pass's words only
 * where it wrote the list's word at the same time. Nothing sounding like the list: one pass. A list
 * that fits goes in whole, in one pass: on 24 rare words that heard more (`pnpm bench vocabulary`).
 */
export async function listenForVocabulary(
  engine: AsrEngine,
  wav: string,
  words: readonly VocabularyWord[],
  deps: { pronouncer: Pronouncer },
  options: { language: string; signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<ListenedTranscript> {
  const { language, signal } = options;
  const progress = options.onProgress ?? (() => {});
  const first = await engine.transcribe(wav, { language, signal, onProgress: (f) => progress(0.45 * f) });
  const name = first.engine;
  const count = `${words.length} word${words.length === 1 ? '' : 's'}`;
  // The engine fell back to another (Whisper's model missing): that one takes no hotwords.
  if (name.split(':')[0] !== engine.id) return { transcript: first, note: `Recognized with ${name}, without your vocabulary (${count}).` };
  if (!deps.pronouncer.languages.includes(language)) {
    return { transcript: first, note: `Your vocabulary was not used: no pronunciations are made for '${language}' here, to find its words in what was heard.` };
  }
  const index = new SoundsLikeIndex(await listPhones(words, deps.pronouncer, language));
  const termsIn = listTerms(words);
  const heard = { termsIn, normalize: normalizeHeard, language };
  const spans = await soundsLikeSpans(first.segments, heard, index, deps.pronouncer, { signal });
  const spelled = new Map(words.map((word) => [wordsOf(word.text).join(' '), word.text]));
  const hotwords = secondPassTerms(spans, SECOND_PASS_WORDS).map((term) => spelled.get(term) ?? term);
  progress(0.5);
  if (hotwords.length === 0) return { transcript: first, note: `Listened for your vocabulary (${count}): none of its words sounds like words heard that were not its words already.` };
  const second = await engine.transcribe(wav, { language, signal, vocabulary: { terms: hotwords }, onProgress: (f) => progress(0.5 + 0.5 * f) });
  const { segments, confirmed } = confirmedSpans(first.segments, second.segments, spans, heard);
  const taken = confirmed.map((term) => spelled.get(term) ?? term);
  return {
    transcript: { ...first, segments },
    note: `Listened for your vocabulary (${count}) in a second pass, for ${hotwords.join(', ')}: ${taken.length > 0 ? `heard ${taken.join(', ')}` : 'heard none of them'}.`,
  };
}
