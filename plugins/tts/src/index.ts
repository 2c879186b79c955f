/** Speech Synthesis: its HTTP contract and API client. */
export const PLUGIN_ID = 'tts';
export * from './contract/tts-api.ts';
export * from './client/tts-client.ts';
