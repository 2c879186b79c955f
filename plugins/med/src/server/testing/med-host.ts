import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { asrRef } from '@speechdeck/engines/recognition';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { fakeAsr, spokenOver, type FakeTranscribe } from '@speechdeck/plugin-stt/testing';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { override, startTestHost, type TestHostOptions } from '@speechdeck/testing';
import { medServerPlugin } from '../index.ts';
import { promptTerms, type MedVocabulary } from '../recognize/med-vocabulary.ts';
import { medVocabularyRef } from '../refs.ts';
import { TEST_LM_TERMS, TEST_MODELS_DIR_NAME } from './spoken-sentences.ts';

/** What a test host needs for medical recognition: this plugin and those it builds on. */
export const medPlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, medServerPlugin] as const;

/** A host with the medical plugin, its models kept across test runs in the OS temp dir. */
export function startMedHost(options: TestHostOptions = {}) {
  return startTestHost({
    plugins: medPlugins,
    ...options,
    env: { SPEECHDECK_MED_MODELS_DIR: join(tmpdir(), TEST_MODELS_DIR_NAME), SPEECHDECK_MED_LM_TERMS: String(TEST_LM_TERMS), ...options.env },
  });
}

/** What the instant recognizer hears in any recording: the words of TEST_SENTENCE, as pocketsphinx writes them. */
export const HEARD_TEST_SENTENCE = 'the patient has hypertension and takes metoprolol twice daily';

/** The note of the instant vocabulary step, first in each result's notes. */
export const INSTANT_VOCABULARY_NOTE = 'Recognized with the vocabulary of the test.';

/** A vocabulary step that answers at once: the lexicon's terms as a prompt, no models built. */
export const instantVocabulary: MedVocabulary = {
  forEngine: async (_engine, lexicon) => ({ vocabulary: { terms: promptTerms(lexicon) }, note: INSTANT_VOCABULARY_NOTE }),
};

/** A recognizer that answers at once with HEARD_TEST_SENTENCE over the whole recording, or as `transcribe` says. */
export const instantMedAsr = (transcribe: FakeTranscribe = (wav, options) => spokenOver(wav, options, HEARD_TEST_SENTENCE)) => fakeAsr(transcribe);

/**
 * A medical host whose recognizer and vocabulary step answer at once, for the routes and the CLI
 * (real medical recognition: med-backends.test.ts). Overrides given replace these.
 */
export function startInstantMedHost(options: TestHostOptions = {}) {
  return startMedHost({ ...options, overrides: [override(asrRef, instantMedAsr()), override(medVocabularyRef, instantVocabulary), ...(options.overrides ?? [])] });
}
