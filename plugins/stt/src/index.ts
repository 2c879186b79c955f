export const PLUGIN_ID = 'stt';
export * from './contract/stt-api.ts';
export * from './contract/languages-api.ts';
export * from './client/stt-client.ts';
export * from './contract/vocabulary-api.ts';
