/** Speaker services: enrollment, identification, diarization and tracking. Its HTTP contract and API client. */
export const PLUGIN_ID = 'speaker';
export * from './contract/sv-api.ts';
export * from './client/sv-client.ts';
export * from './formats/index.ts';
