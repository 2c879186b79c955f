import { errorMessage } from '@speechdeck/core';
import type { AsrEngine, Pronouncer, RecognitionVocabulary, VocabularyModels } from '@speechdeck/engines/recognition';
import type { VocabularyWord } from '../../contract/vocabulary-api.ts';

/**
 * Each word pocketsphinx gets from a user's list: a unigram of probability 10^-5, ten times the
 * medical service's 10^-6 for its 10,000 words: a user's list is short and the user named each
 * word because it comes up (500 words take 0.5 % of the model's mass at most).
 */
export const USER_WORD_LOG10_PROB = -5;

export interface VocabularyBiasDeps {
  /** pocketsphinx's models with the list's words, built once per list and kept on disk. */
  models: VocabularyModels;
  pronouncer: Pronouncer;
}

export interface ChosenBias {
  /** Absent: the engine recognizes as it would without a list. */
  vocabulary?: RecognitionVocabulary;
  /** What the result should say about it. */
  note: string;
}

/** A phrase's words as pocketsphinx's dictionary spells them (lower case). */
const dictionaryWords = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * What an engine makes of a user's list when it recognizes once (Whisper with a list too long for
 * its hotwords listens in a second pass instead: listen-for-vocabulary.ts). Whisper takes the
 * words as hotwords on every window, an OpenAI-compatible server as its prompt (600 characters). pocketsphinx gets a
 * language model and dictionary with the words it lacks added and each sounds-like spelling as
 * another pronunciation of its word (a phrase's sounds-like spellings are left out: the
 * dictionary holds words, not phrases). Vosk takes nothing: its small model's graph is compiled,
 * and a grammar would hear nothing but the list.
 */
export async function vocabularyBias(deps: VocabularyBiasDeps, engine: AsrEngine, words: readonly VocabularyWord[], language: string, signal?: AbortSignal): Promise<ChosenBias> {
  const terms = words.map((word) => word.text);
  const count = `${terms.length} word${terms.length === 1 ? '' : 's'}`;
  if (engine.fixedVocabulary) return { note: `Your vocabulary (${count}) was not used: ${engine.fixedVocabulary}.` };
  if (!engine.ownModels) return { vocabulary: { terms }, note: `Listened for your vocabulary (${count}).` };
  if (!deps.pronouncer.languages.includes(language)) return { note: `Your vocabulary was not used: no pronunciations can be made for '${language}' here.` };
  const soundsLike = new Map<string, string[]>();
  for (const word of words) {
    const spelled = dictionaryWords(word.text);
    if (spelled.length === 1 && word.soundsLike?.length) soundsLike.set(spelled[0]!, word.soundsLike.map((said) => said.toLowerCase()));
  }
  const lmWords = [...new Set(words.flatMap((word) => dictionaryWords(word.text)))];
  try {
    const built = await deps.models.modelsFor({ base: engine.ownModels, language, words: lmWords, count: lmWords.length, log10Prob: USER_WORD_LOG10_PROB, soundsLike, signal });
    return { vocabulary: { terms, pocketsphinx: { lm: built.lm, dict: built.dict } }, note: `Listened for your vocabulary (${count}; ${built.added} added to pocketsphinx's).` };
  } catch (error) {
    if (signal?.aborted) throw error;
    // The transcript is still worth having: recognize without the list, and say so.
    return { note: `Your vocabulary could not be built (${errorMessage(error)}): recognized without it.` };
  }
}
