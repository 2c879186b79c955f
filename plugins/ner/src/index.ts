/** Named-entity recognition: entities in text or in a transcript of the workspace, and the segments that mention them. */
export const PLUGIN_ID = 'ner';
export * from './contract/entity-types.ts';
export * from './contract/ner-api.ts';
export * from './client/ner-client.ts';
