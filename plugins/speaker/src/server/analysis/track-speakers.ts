import type { SpeakerAnalysis } from '../../contract/sv-api.ts';
import type { SpeakerTurn } from '../engines/speaker-engines.ts';
import type { ScoredCandidate } from '../engines/voiceprint-scoring.ts';
import { roundTo } from '../media/kept-wav.ts';
import { nameKey } from '../store/speaker-store.ts';

export type AnalysisOutcome = Pick<SpeakerAnalysis, 'segments' | 'speakers'>;

/**
 * Names a diarization's speakers. Each enrolled speaker goes to at most one diarized speaker, and
 * each diarized speaker to at most one enrolled one: the pairs scoring at or above `threshold` are
 * taken best first. The others are S1, S2, ... in order of first appearance (skipping a label an
 * enrolled name took). `scores` holds, per diarized label, the candidates of its pooled speech;
 * none (a diarization) leaves every speaker unnamed.
 */
export function trackSpeakers(turns: readonly SpeakerTurn[], scores: ReadonlyMap<string, readonly ScoredCandidate[]>, threshold: number): AnalysisOutcome {
  const named = new Map<string, { spk: string; score: number }>();
  const taken = new Set<string>();
  const pairs = [...scores].flatMap(([label, candidates]) => candidates.map((candidate) => ({ label, ...candidate })));
  for (const pair of pairs.filter((p) => p.score >= threshold).sort((a, b) => b.score - a.score)) {
    if (named.has(pair.label) || taken.has(nameKey(pair.spk))) continue;
    named.set(pair.label, { spk: pair.spk, score: pair.score });
    taken.add(nameKey(pair.spk));
  }
  const names = new Map<string, string>();
  let next = 1;
  for (const { speaker } of turns) {
    if (names.has(speaker)) continue;
    const enrolled = named.get(speaker);
    if (enrolled) {
      names.set(speaker, enrolled.spk);
      continue;
    }
    while (taken.has(nameKey(`S${next}`))) next++;
    names.set(speaker, `S${next++}`);
  }
  const segments = turns.map((turn) => ({ start: roundTo(turn.start, 3), end: roundTo(turn.end, 3), spk: names.get(turn.speaker)! }));
  const speakers = [...names].map(([label, spk]) => ({
    spk,
    seconds: roundTo(turns.filter((turn) => turn.speaker === label).reduce((sum, turn) => sum + (turn.end - turn.start), 0), 2),
    enrolled: named.has(label),
    score: named.has(label) ? roundTo(named.get(label)!.score, 4) : null,
  }));
  return { segments, speakers };
}
