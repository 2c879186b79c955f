/** Medical terms recognition: recognition biased toward a medical lexicon, with the terms marked on the transcript. */
export const PLUGIN_ID = 'med';
export * from './contract/medical-categories.ts';
export * from './contract/med-api.ts';
export * from './client/med-client.ts';
