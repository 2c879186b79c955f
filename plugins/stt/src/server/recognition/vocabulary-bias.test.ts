import { describe, expect, it } from 'vitest';
import type { AsrEngine, Pronouncer, VocabularyModels, VocabularyModelsRequest } from '@speechdeck/engines/recognition';
import { USER_WORD_LOG10_PROB, vocabularyBias } from './vocabulary-bias.ts';

/*
 * What each engine that recognizes once gets of a user's list (Whisper's two passes are
 * listen-for-vocabulary's; the models' build itself is engines/src/recognition/bias's).
 */

const engine = (id: string, ownModels?: { lm: string; dict: string }): AsrEngine => ({
  id, languages: ['en'], ...(ownModels ? { ownModels } : {}), transcribe: () => Promise.reject(new Error('not here')),
});
const pronouncer = { languages: ['en'] } as unknown as Pronouncer;
const LIST = [{ text: 'Siobhan', soundsLike: ['Shiv awn'] }, { text: 'Norland Park', soundsLike: ['nor land park'] }, { text: 'Kallax' }];

function recordingModels(fail = false) {
  const asked: VocabularyModelsRequest[] = [];
  const models = {
    modelsFor: async (request: VocabularyModelsRequest) => {
      asked.push(request);
      if (fail) throw new Error('sphinx_lm_convert is not installed');
      return { lm: '/built/lm.bin', dict: '/built/dict', added: 4 };
    },
  } as unknown as VocabularyModels;
  return { models, asked };
}

describe('vocabularyBias', () => {
  it("gives pocketsphinx models with the list's words, lower case, and the sounds-like spellings of one-word entries", async () => {
    const { models, asked } = recordingModels();
    const bias = await vocabularyBias({ models, pronouncer }, engine('pocketsphinx', { lm: '/own/lm', dict: '/own/dict' }), LIST, 'en');
    expect(bias.vocabulary).toEqual({ terms: ['Siobhan', 'Norland Park', 'Kallax'], pocketsphinx: { lm: '/built/lm.bin', dict: '/built/dict' } });
    expect(asked[0]).toMatchObject({ base: { lm: '/own/lm', dict: '/own/dict' }, words: ['siobhan', 'norland', 'park', 'kallax'], count: 4, log10Prob: USER_WORD_LOG10_PROB });
    expect([...asked[0]!.soundsLike!]).toEqual([['siobhan', ['shiv awn']]]);
    expect(bias.note).toBe("Listened for your vocabulary (3 words; 4 added to pocketsphinx's).");
  });

  it('recognizes without the list, saying why, when the models cannot be built, and with Vosk', async () => {
    const failing = await vocabularyBias({ models: recordingModels(true).models, pronouncer }, engine('pocketsphinx', { lm: '/own/lm', dict: '/own/dict' }), LIST, 'en');
    expect(failing).toEqual({ note: 'Your vocabulary could not be built (sphinx_lm_convert is not installed): recognized without it.' });
    const { models, asked } = recordingModels();
    // Vosk says its model's words are compiled in (VoskAsrEngine.fixedVocabulary).
    const vosk = await vocabularyBias({ models, pronouncer }, { ...engine('vosk'), fixedVocabulary: "Vosk's model cannot take words at run time" }, LIST, 'en');
    expect(vosk.vocabulary).toBeUndefined();
    expect(vosk.note).toMatch(/not used: Vosk/);
    expect(asked).toEqual([]);
  });

  it('gives an engine without models of its own (an OpenAI-compatible server) the words as they are', async () => {
    const bias = await vocabularyBias({ models: recordingModels().models, pronouncer }, engine('openai'), LIST, 'en');
    expect(bias.vocabulary).toEqual({ terms: ['Siobhan', 'Norland Park', 'Kallax'] });
  });
});
