/** Keyword spotting (acoustic, in recordings) and Analyze Results: its HTTP contract and API client. */
export const PLUGIN_ID = 'kws';
export * from './contract/kws-api.ts';
export * from './client/kws-client.ts';
export * from './formats/hits-csv.ts';
