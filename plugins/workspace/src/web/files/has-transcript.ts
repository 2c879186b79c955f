import type { ResultSummary } from '../../index.ts';

/**
 * Whether a result has words for a service to read. A saved speaker analysis (diarization or
 * tracking) has turns without text, and a recording with no speech has no segments: their
 * previews (the first segments' text) are empty.
 */
export const hasTranscript = (result: ResultSummary): boolean => result.preview.trim() !== '';
