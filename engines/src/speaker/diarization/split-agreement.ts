import { clusterAgglomerative } from './agglomerative-clustering.ts';
import { cosineSimilarity } from '../cosine.ts';
import type { TimeRegion } from '../speaker-engines.ts';

/** A half of the recording with fewer windows than this says nothing about its split. */
const MIN_WINDOWS_PER_HALF = 4;

/**
 * Whether the first and the second half of a recording split the same way: each half's windows
 * (those wholly before, or wholly after, the middle of the speech's span) are clustered into two on
 * their own, and the answer is |cosine| between the two halves' split directions (the difference of
 * their two clusters' mean vectors), 0..1. Two voices that take turns throughout split both halves
 * along the line between them (0.86-0.98 over the evaluation set's two-speaker conversations, GE2E +
 * MFCC windows, but for two male espeak-ng voices, 0.41); one voice's best split follows whatever
 * varies most in each stretch, which the other half does not repeat (at most 0.81 over 272 one-voice
 * files, 0.58 over the real ones: README.md, "Round 7"). 0 when a half has under 4 windows.
 *
 * `vectors` are the windows' recording-relative embeddings, `times` their extents, both in time order.
 */
export function splitAgreement(vectors: readonly Float32Array[], times: readonly TimeRegion[], threshold: number): number {
  if (vectors.length === 0) return 0;
  const middle = (times[0]!.start + times.at(-1)!.end) / 2;
  const halves = [times.flatMap((t, i) => (t.end <= middle ? [i] : [])), times.flatMap((t, i) => (t.start >= middle ? [i] : []))];
  if (halves.some((half) => half.length < MIN_WINDOWS_PER_HALF)) return 0;
  const [first, second] = halves.map((half) => {
    const labels = clusterAgglomerative(half.map((i) => vectors[i]!), { threshold, clusters: 2 });
    const direction = new Float64Array(vectors[0]!.length);
    const sizes = [0, 0];
    for (const label of labels) sizes[label]!++;
    half.forEach((index, k) => {
      const sign = labels[k] === 0 ? 1 / sizes[0]! : -1 / sizes[1]!;
      const vector = vectors[index]!;
      for (let d = 0; d < direction.length; d++) direction[d] = direction[d]! + sign * vector[d]!;
    });
    return direction;
  });
  return Math.abs(cosineSimilarity(first!, second!));
}
