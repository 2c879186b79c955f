import type { TimeRegion } from '../speaker-engines.ts';

export interface RegionRules {
  /** Gaps shorter than this are bridged. */
  minSilenceSec: number;
  /** Shorter bursts (clicks, knocks) are dropped. */
  minSpeechSec: number;
  /** Added before and after each region so word edges are not clipped. */
  padSec: number;
}

/** Bridges short gaps, drops short bursts, pads what is left within the file. */
export function tidyRegions(regions: readonly TimeRegion[], durationSec: number, o: RegionRules): TimeRegion[] {
  const merged: TimeRegion[] = [];
  for (const region of regions) {
    const last = merged.at(-1);
    if (last && region.start - last.end < o.minSilenceSec) last.end = region.end;
    else merged.push({ ...region });
  }
  const round = (t: number) => Math.round(t * 1000) / 1000;
  return merged
    .filter((r) => r.end - r.start >= o.minSpeechSec)
    .map((r) => ({ start: round(Math.max(0, r.start - o.padSec)), end: round(Math.min(durationSec, r.end + o.padSec)) }))
    .reduce<TimeRegion[]>((out, r) => {
      // Padding can make neighbours touch; they stay one region.
      const last = out.at(-1);
      if (last && r.start <= last.end) last.end = r.end;
      else out.push(r);
      return out;
    }, []);
}
