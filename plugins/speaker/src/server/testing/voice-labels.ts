import { expect } from 'vitest';
import type { SpeakerAnalysis } from '../../contract/sv-api.ts';

/** Where a voice truly speaks in a test recording (what `joinParts` answers). */
export interface TrueTurn {
  label: string;
  start: number;
  end: number;
}

/**
 * Checks an analysis against the true turns: each true turn overlaps segments of one label only,
 * covering more than 80 % of it, and each voice keeps one label. Answers the label of each voice.
 */
export function labelsOfVoices(analysis: Pick<SpeakerAnalysis, 'segments'>, truth: readonly TrueTurn[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const turn of truth) {
    const inside = analysis.segments.filter((s) => s.start < turn.end - 0.3 && s.end > turn.start + 0.3);
    expect(inside.length, `a segment over the ${turn.label} turn at ${turn.start}`).toBeGreaterThan(0);
    expect(new Set(inside.map((s) => s.spk)).size).toBe(1);
    const label = inside[0]!.spk;
    expect(labels.get(turn.label) ?? label).toBe(label);
    labels.set(turn.label, label);
    const covered = inside.reduce((sum, s) => sum + Math.min(s.end, turn.end) - Math.max(s.start, turn.start), 0);
    expect(covered / (turn.end - turn.start)).toBeGreaterThan(0.8);
  }
  return labels;
}
