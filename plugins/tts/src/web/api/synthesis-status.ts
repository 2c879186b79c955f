import type { Synthesis } from '../../contract/tts-api.ts';

/** A synthesis that will not change by itself any more. */
export const isFinished = (synthesis: Pick<Synthesis, 'status'> | undefined) => synthesis?.status === 'done' || synthesis?.status === 'failed';
