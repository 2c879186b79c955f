/** The Voice Cloning service: its HTTP contract and API client come here with the service. */
export const PLUGIN_ID = 'vc';
