/** The Splitter service: stereo call recordings split per channel, and recognized per channel. Its HTTP contract and API client. */
export const PLUGIN_ID = 'splitter';
export * from './contract/splitter-api.ts';
export * from './contract/download-names.ts';
export * from './client/splitter-client.ts';
