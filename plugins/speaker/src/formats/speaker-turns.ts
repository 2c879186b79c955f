import type { SpeakerSegment } from '../contract/sv-api.ts';

/** A turn with its times in whole milliseconds, the precision both formats write. */
export interface TimedTurn {
  startMs: number;
  endMs: number;
  spk: string;
}

/**
 * The turns a file format writes: in time order (start, then end, then name, so equal inputs give
 * equal files whatever order they came in), times rounded to milliseconds once so that a turn's
 * start plus its duration is exactly its end, and turns without length left out (RTTM scorers
 * reject a zero duration, and a subtitle shown for no time is no subtitle).
 */
export function timedTurns(segments: readonly SpeakerSegment[]): TimedTurn[] {
  return segments
    .filter((segment) => Number.isFinite(segment.start) && Number.isFinite(segment.end))
    .map((segment) => ({ startMs: toMs(segment.start), endMs: toMs(segment.end), spk: segment.spk }))
    .filter((turn) => turn.endMs > turn.startMs)
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs || (a.spk < b.spk ? -1 : a.spk > b.spk ? 1 : 0));
}

function toMs(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000));
}
