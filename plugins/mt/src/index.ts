/** Translation: text and transcripts of the workspace, by apertium, LibreTranslate or an OpenAI-compatible chat server. */
export const PLUGIN_ID = 'mt';
export * from './contract/mt-api.ts';
export * from './client/mt-client.ts';
export * from './formats/translation-files.ts';
