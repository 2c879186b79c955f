/** Downloads of a diarization or tracking, for the CLI and the analyzer page alike. */
export { toRttm } from './rttm.ts';
export { toSrt } from './srt.ts';
