/** Chat with AI over the user's transcripts: its HTTP contract (zod), its stream and its API client. */
export const PLUGIN_ID = 'chat';
export * from './contract/chat-api.ts';
export * from './contract/chat-stream.ts';
export * from './contract/sse-events.ts';
export * from './client/chat-client.ts';
