/** Voice Cloning: its HTTP contract and API client. */
export const PLUGIN_ID = 'vc';
export * from './contract/vc-api.ts';
export * from './client/vc-client.ts';
