import type { SpeakerAnalysis } from '../../contract/sv-api.ts';
import { shownScore, type ScoredCandidate, type SpeakerTurn } from '@speechdeck/engines/speaker';
import { roundTo } from '../media/kept-wav.ts';
import { nameKey } from '../store/speaker-store.ts';

export type AnalysisOutcome = Pick<SpeakerAnalysis, 'segments' | 'speakers'>;

/** What a diarized speaker is called: an enrolled name with the score that gave it, or S1, S2, ... (score null). */
export type SpeakerNames = Map<string, { spk: string; score: number | null }>;

/**
 * Names a diarization's speakers. Each enrolled speaker goes to at most one diarized speaker, and
 * each diarized speaker to at most one enrolled one: the pairs scoring at or above `threshold` are
 * taken best first. The others are S1, S2, ... in order of first appearance (skipping a label an
 * enrolled name took). `scores` holds, per diarized label, the candidates of its pooled speech;
 * none (a diarization) leaves every speaker unnamed.
 */
export function nameSpeakers(turns: readonly SpeakerTurn[], scores: ReadonlyMap<string, readonly ScoredCandidate[]>, threshold: number): SpeakerNames {
  const named = new Map<string, ScoredCandidate>();
  const taken = new Set<string>();
  const pairs = [...scores].flatMap(([label, candidates]) => candidates.map((candidate) => ({ label, ...candidate })));
  for (const pair of pairs.filter((p) => p.score >= threshold).sort((a, b) => b.score - a.score)) {
    if (named.has(pair.label) || taken.has(nameKey(pair.spk))) continue;
    named.set(pair.label, { spk: pair.spk, score: pair.score });
    taken.add(nameKey(pair.spk));
  }
  const names: SpeakerNames = new Map();
  let next = 1;
  for (const { speaker } of turns) {
    if (names.has(speaker)) continue;
    const enrolled = named.get(speaker);
    if (enrolled) {
      names.set(speaker, enrolled);
      continue;
    }
    while (taken.has(nameKey(`S${next}`))) next++;
    names.set(speaker, { spk: `S${next++}`, score: null });
  }
  return names;
}

/** A diarization or tracking as stored: its turns under their names, and speaking time per speaker. */
export function trackSpeakers(turns: readonly SpeakerTurn[], scores: ReadonlyMap<string, readonly ScoredCandidate[]>, threshold: number): AnalysisOutcome {
  const names = nameSpeakers(turns, scores, threshold);
  const segments = turns.map((turn) => ({ start: roundTo(turn.start, 3), end: roundTo(turn.end, 3), spk: names.get(turn.speaker)!.spk }));
  const speakers = [...names].map(([label, { spk, score }]) => ({
    spk,
    seconds: roundTo(turns.filter((turn) => turn.speaker === label).reduce((sum, turn) => sum + (turn.end - turn.start), 0), 2),
    enrolled: score !== null,
    score: score === null ? null : shownScore(score),
  }));
  return { segments, speakers };
}
