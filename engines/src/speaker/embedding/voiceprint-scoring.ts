import type { SpeakerEmbedder } from '../speaker-engines.ts';
import { l2Normalize } from '../cosine.ts';
import { COHORT, COHORT_EMBEDDER_ID } from './mfcc-stats-v3-cohort.ts';

/** One enrolled speaker as scoring sees it: the embeddings of its clips. */
export interface Voiceprint {
  spk: string;
  clips: readonly Float32Array[];
}

export interface ScoredCandidate {
  spk: string;
  score: number;
}

/** The voiceprint of several clips: their mean, normalized (a clip of zeros, too short to tell, adds nothing). */
export function voiceprintOf(clips: readonly Float32Array[], dimension: number): Float32Array {
  const sum = new Float32Array(dimension);
  for (const clip of clips) for (let i = 0; i < dimension; i++) sum[i]! += clip[i]!;
  return l2Normalize(sum);
}

/** How many of the cohort's closest voices describe how alike a probe is to voices in general. */
const COHORT_TOP = 10;
/** How much of the probe's excess likeness to the cohort comes off its scores (0.4-0.6 measured alike). */
const COHORT_WEIGHT = 0.5;

interface Cohort {
  embeddings: Float32Array[];
  /** The mean top-K likeness of a cohort voice to the others: what an ordinary probe has, so its scores stay cosines. */
  typical: number;
}

const topMean = (scores: number[]) => {
  const top = scores.sort((a, b) => b - a).slice(0, COHORT_TOP);
  return top.reduce((sum, s) => sum + s, 0) / top.length;
};

const cohorts = new Map<string, Cohort | null>();
/** The cohort shipped for this embedder's version, or none (another embedder's scores stay plain). */
function cohortOf(embedder: SpeakerEmbedder): Cohort | null {
  if (!cohorts.has(embedder.id)) {
    let cohort: Cohort | null = null;
    if (embedder.id === COHORT_EMBEDDER_ID && COHORT[0]?.length === embedder.dimension) {
      const embeddings = COHORT.map((e) => Float32Array.from(e));
      const own = embeddings.map((e, i) => topMean(embeddings.filter((_, j) => j !== i).map((other) => embedder.similarity(e, other))));
      cohort = { embeddings, typical: own.reduce((sum, s) => sum + s, 0) / own.length };
    }
    cohorts.set(embedder.id, cohort);
  }
  return cohorts.get(embedder.id)!;
}

/**
 * Every voiceprint scored against one embedding, best first. Identification names the first when
 * its score reaches the embedder's `sameSpeakerThreshold`; tracking does the same per diarized speaker.
 *
 * The score is the cosine less half of how much more than usual the probe resembles its 10 closest
 * cohort voices (50 synthetic voices, none of them evaluated; `mfcc-stats-v3-cohort.ts`): a probe
 * that resembles many voices (a longer clip, noise) has to come closer to a voiceprint to be named.
 * Top-1 is unchanged (one shift per probe); open-set false accepts on 10 s clean clips 35 % -> 5 %
 * (README.md, "Round 2").
 */
export function scoreCandidates(embedder: SpeakerEmbedder, probe: Float32Array, voiceprints: readonly Voiceprint[]): ScoredCandidate[] {
  const cohort = cohortOf(embedder);
  // A probe of zeros (too short to tell) scores 0 against everything, as before.
  const shift = cohort && probe.some((x) => x !== 0) ? COHORT_WEIGHT * (topMean(cohort.embeddings.map((c) => embedder.similarity(probe, c))) - cohort.typical) : 0;
  return voiceprints
    .map(({ spk, clips }) => ({ spk, score: embedder.similarity(probe, voiceprintOf(clips, embedder.dimension)) - shift }))
    .sort((a, b) => b.score - a.score);
}

/**
 * A score as users see it: a likeness from 0 to 1, rounded. The cohort's shift can carry a raw score
 * past 1 (a clip of the enrolled recording itself) or under 0; decisions are taken on the raw score.
 */
export const shownScore = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 10_000) / 10_000;
