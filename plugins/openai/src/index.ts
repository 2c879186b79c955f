/** OpenAI-compatible speech API (/v1): its contract and the model and voice names it maps. */
export const PLUGIN_ID = 'openai';
export * from './contract/openai-api.ts';
export * from './contract/model-names.ts';
export * from './contract/voice-names.ts';
