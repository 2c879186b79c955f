import type { RecognizedSegment } from '../index.ts';

/** The speaker labels of a result's segments, in order of first appearance. */
export function speakersOf(segments: readonly Pick<RecognizedSegment, 'spk'>[]): string[] {
  return [...new Set(segments.flatMap((segment) => (segment.spk ? [segment.spk] : [])))];
}
