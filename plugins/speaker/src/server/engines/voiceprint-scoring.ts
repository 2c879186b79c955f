import type { SpeakerEmbedder } from './speaker-engines.ts';
import { l2Normalize } from './cosine.ts';

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

/**
 * Every voiceprint scored against one embedding, best first. Identification names the first when
 * its score reaches the embedder's `sameSpeakerThreshold`; tracking does the same per diarized speaker.
 */
export function scoreCandidates(embedder: SpeakerEmbedder, probe: Float32Array, voiceprints: readonly Voiceprint[]): ScoredCandidate[] {
  return voiceprints
    .map(({ spk, clips }) => ({ spk, score: embedder.similarity(probe, voiceprintOf(clips, embedder.dimension)) }))
    .sort((a, b) => b.score - a.score);
}
