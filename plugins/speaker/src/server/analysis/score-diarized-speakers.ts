import { scoreCandidates, type ScoredCandidate, type SpeakerTurn } from '@speechdeck/engines/speaker';
import { userVoiceprints } from '../identify/user-voiceprints.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';

/**
 * Per diarized speaker, its turns pooled into one embedding and scored against the user's
 * voiceprints. Empty, with nothing embedded, when the user has enrolled nobody.
 */
export async function scoreDiarizedSpeakers(
  deps: Pick<SpeakerDeps, 'stores' | 'embedder' | 'media'>, userId: number, wavPath: string, turns: readonly SpeakerTurn[], signal?: AbortSignal,
): Promise<Map<string, ScoredCandidate[]>> {
  const voiceprints = await userVoiceprints(deps, userId, signal);
  const scores = new Map<string, ScoredCandidate[]>();
  if (voiceprints.length === 0) return scores;
  for (const label of new Set(turns.map((turn) => turn.speaker))) {
    const pooled = await deps.embedder.embedPooled(wavPath, turns.filter((turn) => turn.speaker === label), { signal });
    scores.set(label, scoreCandidates(deps.embedder, pooled, voiceprints));
  }
  return scores;
}
