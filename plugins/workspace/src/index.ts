/** The ASR workspace: the stored recognition results, their search (the spec's /api/elastic), their export formats and its client. */
export const PLUGIN_ID = 'workspace';
export * from './contract/recognition-result.ts';
export * from './contract/workspace-api.ts';
export * from './export/format-result.ts';
export * from './client/workspace-client.ts';
