import { describe, expect, it } from 'vitest';
import { EngineUnavailableError } from '@speechdeck/core/server';
import type { AsrEngine, AsrEngines, Transcript } from '@speechdeck/engines/recognition';
import type { MedVocabulary, SoundsLikeTerms } from './med-vocabulary.ts';
import { medicalEngine } from './recognize-medical.ts';

/*
 * Which recognizer a medical recognition runs on: Whisper base in place of the language's tiny.en
 * when SPEECHDECK_MED_WHISPER=base and base is installed, tiny.en behind it; otherwise the
 * language's own. The engines answer their id, so a fallback shows in the transcript's engine.
 */

const engine = (id: string, unavailable = false): AsrEngine => ({
  id, languages: ['en'], takesHotwords: true,
  async transcribe(): Promise<Transcript> {
    if (unavailable) throw new EngineUnavailableError(`${id}'s model cannot load`);
    return { language: 'en', durationSec: 1, engine: id, punctuated: true, segments: [] };
  },
});

function engines(own: AsrEngine, installed: readonly AsrEngine[]): AsrEngines {
  return {
    languages: [{ language: 'en', engine: own.id }],
    normalizeLanguage: (language) => language,
    forLanguage(_language, id) {
      if (!id) return own;
      const named = installed.find((candidate) => candidate.id === id);
      if (!named) throw new EngineUnavailableError(`${id} is not installed`, 422);
      return named;
    },
  };
}
const vocabulary = (onWhisperBase: boolean) => ({ soundsLike: { onWhisperBase } as SoundsLikeTerms }) as MedVocabulary;

describe('medicalEngine', () => {
  it('runs on Whisper base in place of tiny.en, with tiny.en behind it should base not load', async () => {
    const tiny = engine('whisper');
    const chosen = medicalEngine({ asr: engines(tiny, [tiny, engine('whisper-base')]), vocabulary: vocabulary(true) }, 'en');
    expect(chosen.id).toBe('whisper-base');
    expect((await chosen.transcribe('a.wav', { language: 'en' })).engine).toBe('whisper-base');
    const broken = medicalEngine({ asr: engines(tiny, [tiny, engine('whisper-base', true)]), vocabulary: vocabulary(true) }, 'en');
    const heard = await broken.transcribe('a.wav', { language: 'en' });
    expect(heard.engine).toBe('whisper');
    expect(heard.notice).toMatch(/whisper-base could not run/);
  });

  it('keeps the language\'s own where base is not installed, not asked for, or the language is not on tiny.en', () => {
    const tiny = engine('whisper');
    expect(medicalEngine({ asr: engines(tiny, [tiny]), vocabulary: vocabulary(true) }, 'en')).toBe(tiny);
    expect(medicalEngine({ asr: engines(tiny, [tiny, engine('whisper-base')]), vocabulary: vocabulary(false) }, 'en')).toBe(tiny);
    const vosk = engine('vosk');
    expect(medicalEngine({ asr: engines(vosk, [vosk, engine('whisper-base')]), vocabulary: vocabulary(true) }, 'en')).toBe(vosk);
  });
});
