import { errorMessage } from '@speechdeck/core';
import { join } from 'node:path';
import type { ProcessRunner } from '@speechdeck/core/server';
import { VocabularyModels, type AsrEngine, type Pronouncer, type RecognitionVocabulary } from '@speechdeck/engines/recognition';
import type { MedicalCategory } from '../../contract/medical-categories.ts';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import type { MedSettings } from '../med-settings.ts';
import { LexiconPhones } from './lexicon-phones.ts';

/**
 * Each added word's unigram probability: 10^-6, as likely as the rarer medical words the model
 * already has ("penicillin", "ibuprofen", "hypertension" are near -6.1). Against -5.7 and -6.5 it
 * heard the most spoken terms; -5.5 heard as many (README, "Figures").
 */
export const ADDED_WORD_LOG10_PROB = -6;

/** The categories a prompt lists, taken in turn so that a short prompt still holds some of each. */
const PROMPT_CATEGORIES: readonly MedicalCategory[] = ['drug', 'condition', 'test', 'procedure', 'anatomy'];

export interface ChosenVocabulary {
  vocabulary: RecognitionVocabulary;
  /** What the result should say about it. */
  note: string;
}

/** What an engine that takes hotwords (Whisper) listens for on its second pass: terms that sound like words of its first. */
export interface SoundsLikeTerms {
  /** Terms at most (SPEECHDECK_MED_SOUNDS_LIKE_TERMS, above 0). */
  readonly count: number;
  /** The lexicon's terms with their phones, made once and kept beside the models. */
  readonly phones: LexiconPhones;
  /** For the phones of the words the first pass wrote. */
  readonly pronouncer: Pronouncer;
  /** pocketsphinx with the lexicon's words listens too, its terms candidates (SPEECHDECK_MED_POCKETSPHINX_CANDIDATES). */
  readonly withPocketsphinx?: boolean;
  /** Whisper base in place of tiny.en for the two passes, where installed (SPEECHDECK_MED_WHISPER). */
  readonly onWhisperBase?: boolean;
}

/** The vocabulary a medical recognition runs with, per engine. */
export interface MedVocabulary {
  forEngine(engine: AsrEngine, lexicon: MedicalLexicon, signal?: AbortSignal): Promise<ChosenVocabulary>;
  /** Absent (or SPEECHDECK_MED_SOUNDS_LIKE_TERMS=0): every engine recognizes once, with what forEngine chose. */
  readonly soundsLike?: SoundsLikeTerms;
}

/** The lexicon's terms, one category after another in turn: a prompt's share of each kind. */
export function promptTerms(lexicon: MedicalLexicon): string[] {
  const byCategory = PROMPT_CATEGORIES.map((category) => lexicon.terms.filter((term) => term.category === category).map((term) => term.term));
  const longest = Math.max(...byCategory.map((terms) => terms.length));
  const terms: string[] = [];
  for (let i = 0; i < longest; i++) for (const list of byCategory) if (list[i]) terms.push(list[i]!);
  return terms;
}

export function createMedVocabulary(settings: MedSettings, deps: { dataDir: string; pronouncer: Pronouncer; processes: ProcessRunner }): MedVocabulary {
  const dir = settings.SPEECHDECK_MED_MODELS_DIR ?? join(deps.dataDir, 'med-models');
  const models = new VocabularyModels(dir, deps.pronouncer, deps.processes);
  const count = settings.SPEECHDECK_MED_LM_TERMS;
  const soundsLikeCount = settings.SPEECHDECK_MED_SOUNDS_LIKE_TERMS;
  return {
    ...(soundsLikeCount > 0 ? { soundsLike: { count: soundsLikeCount, phones: new LexiconPhones(dir, deps.pronouncer), pronouncer: deps.pronouncer, withPocketsphinx: settings.SPEECHDECK_MED_POCKETSPHINX_CANDIDATES, onWhisperBase: settings.SPEECHDECK_MED_WHISPER === 'base' } } : {}),
    async forEngine(engine, lexicon, signal) {
      const terms = promptTerms(lexicon);
      if (!engine.ownModels) return { vocabulary: { terms }, note: `The recognizer (${engine.id}) was given the first medical terms of the lexicon as its prompt.` };
      if (count === 0) return { vocabulary: { terms }, note: 'Recognized with pocketsphinx\'s own vocabulary (SPEECHDECK_MED_LM_TERMS is 0).' };
      if (!deps.pronouncer.languages.includes(lexicon.language)) {
        return { vocabulary: { terms }, note: `Recognized with pocketsphinx's own vocabulary: no pronunciations can be made for '${lexicon.language}'.` };
      }
      try {
        const built = await models.modelsFor({ base: engine.ownModels, language: lexicon.language, words: lexicon.vocabulary, count, log10Prob: ADDED_WORD_LOG10_PROB, signal });
        return {
          vocabulary: { terms, pocketsphinx: { lm: built.lm, dict: built.dict } },
          note: `Recognized with ${built.added.toLocaleString('en-US')} medical words added to pocketsphinx's vocabulary.`,
        };
      } catch (error) {
        if (signal?.aborted) throw error;
        // The transcript is still worth having: recognize without the medical words, and say so.
        return { vocabulary: { terms }, note: `The medical vocabulary could not be built (${errorMessage(error)}): recognized with pocketsphinx's own.` };
      }
    },
  };
}
