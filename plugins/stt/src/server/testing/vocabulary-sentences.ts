import type { VocabularyWord } from '../../contract/vocabulary-api.ts';

/**
 * Held-out sentences for a user's vocabulary, written for the measure (`pnpm bench vocabulary`)
 * and its test, never tuned on: each holds one rare word (a drug, a place, a product, a person's
 * name) of the list below, said in an ordinary sentence. `word` is how the list spells it.
 */
export const VOCABULARY_SENTENCES: readonly { text: string; word: string }[] = [
  { text: 'My doctor switched me from warfarin to Xarelto last spring.', word: 'Xarelto' },
  { text: 'She started taking Ozempic for her blood sugar.', word: 'Ozempic' },
  { text: 'The cardiologist prescribed Brilinta after the stent.', word: 'Brilinta' },
  { text: 'Please pick up the Jardiance from the pharmacy on your way home.', word: 'Jardiance' },
  { text: 'He was given Keytruda as part of the trial.', word: 'Keytruda' },
  { text: 'Take one Zyrtec in the morning during pollen season.', word: 'Zyrtec' },
  { text: 'We changed planes in Reykjavik on the way to Boston.', word: 'Reykjavik' },
  { text: 'Her grandmother still lives in Llandudno by the sea.', word: 'Llandudno' },
  { text: 'The conference moved to Ouagadougou this year.', word: 'Ouagadougou' },
  { text: 'Our supplier ships everything from Tegucigalpa.', word: 'Tegucigalpa' },
  { text: 'They spent a week hiking near Chamonix in July.', word: 'Chamonix' },
  { text: 'The new office in Eindhoven opens next month.', word: 'Eindhoven' },
  { text: 'I assembled the Kallax shelf in the living room.', word: 'Kallax' },
  { text: 'The team moved every dashboard to Grafana.', word: 'Grafana' },
  { text: 'Our tickets are tracked in Zendesk now.', word: 'Zendesk' },
  { text: 'The designers share their drafts in Figma.', word: 'Figma' },
  { text: 'We deploy the service on Kubernetes every Friday.', word: 'Kubernetes' },
  { text: 'He bought a Peloton to ride at home.', word: 'Peloton' },
  { text: 'Siobhan will lead the meeting on Thursday.', word: 'Siobhan' },
  { text: 'Please send the draft to Nguyen before noon.', word: 'Nguyen' },
  { text: 'The quartet played a symphony by Dvorak.', word: 'Dvorak' },
  { text: 'Saoirse called to say the parcel arrived.', word: 'Saoirse' },
  { text: 'Our new manager, Przybylski, starts on Monday.', word: 'Przybylski' },
  { text: 'Ask Aoife whether the invoice was paid.', word: 'Aoife' },
];

/** How their owners would say the words whose spelling does not say them (what a user types as sounds-like). */
const SOUNDS_LIKE: Readonly<Record<string, string[]>> = {
  Siobhan: ['shiv awn'],
  Saoirse: ['seer sha'],
  Aoife: ['ee fa'],
  Nguyen: ['win'],
  Przybylski: ['shuh bill ski'],
  Llandudno: ['clan did no'],
};

/** The list the sentences are heard with: their words, a name with the sounds-like spelling its owner would give. */
export const VOCABULARY_LIST: readonly VocabularyWord[] = VOCABULARY_SENTENCES.map(({ word }) => ({
  text: word,
  ...(SOUNDS_LIKE[word] ? { soundsLike: SOUNDS_LIKE[word] } : {}),
}));
