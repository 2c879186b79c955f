/** Speaker services: enrollment, identification, diarization and tracking. */
export const PLUGIN_ID = 'speaker';
