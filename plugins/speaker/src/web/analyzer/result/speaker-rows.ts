import type { SpeakerColors } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';

/** One speaker of an analysis as the result shows it: lane, chart bar and legend entry. */
export interface SpeakerRow {
  /** 'S1', 'S2'… or, when tracked, the enrolled name. */
  spk: string;
  color: string;
  /** Speaking time, as the host measured it. */
  seconds: number;
  /** Whole percent of everyone's speaking time; the rows' percents add up to 100. */
  percent: number;
  turns: number;
  /** A tracked speaker who matched an enrolled voiceprint, and how closely. */
  enrolled: boolean;
  score: number | null;
}

/**
 * The analysis' speakers in order of first turn (the order of the colours and the lanes), each with
 * its speaking time, its share, its turns and, when tracked, its enrolled name's score. The host's
 * per-speaker seconds are used where it gave them (overlaps counted as it counts them), the sum of
 * the turns otherwise.
 */
export function speakerRows(analysis: Pick<SpeakerAnalysis, 'segments' | 'speakers'>, colors: SpeakerColors): SpeakerRow[] {
  const order = [...colors.speakers];
  for (const speaker of analysis.speakers) if (!order.includes(speaker.spk)) order.push(speaker.spk);
  const rows = order.map((spk) => {
    const turns = analysis.segments.filter((segment) => segment.spk === spk);
    const stated = analysis.speakers.find((speaker) => speaker.spk === spk);
    return {
      spk,
      color: colors.colorOf(spk),
      seconds: stated?.seconds ?? turns.reduce((sum, turn) => sum + Math.max(0, turn.end - turn.start), 0),
      turns: turns.length,
      enrolled: stated?.enrolled ?? false,
      score: stated?.score ?? null,
    };
  });
  const percents = wholePercents(rows.map((row) => row.seconds));
  return rows.map((row, index) => ({ ...row, percent: percents[index]! }));
}

/**
 * Shares in whole percents that add up to exactly 100 (largest remainders get the rounding), so
 * the chart never reads 33 + 33 + 33. All zero when nothing was said.
 */
export function wholePercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (value / total) * 100);
  const whole = exact.map(Math.floor);
  let missing = 100 - whole.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - whole[index]! })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    whole[index]!++;
    missing--;
  }
  return whole;
}
