/** The Live Workspace: recognition as the microphone records, saved to the workspace. Its contract and API client. */
export const PLUGIN_ID = 'relworkspace';
export * from './contract/live-api.ts';
export * from './client/live-client.ts';
