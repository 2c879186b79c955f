/** Where the medical models built for tests are kept across runs (a few seconds to build with TEST_LM_TERMS words). */
export const TEST_MODELS_DIR_NAME = 'speechdeck-med-test-models';
/** The lexicon words the tests' language model gains: the first ones, our own lists' words among them. */
export const TEST_LM_TERMS = 3000;

/** Spoken in the tests: "metoprolol" is a word pocketsphinx's own model cannot output. */
export const TEST_SENTENCE = 'The patient has hypertension and takes metoprolol twice daily.';
