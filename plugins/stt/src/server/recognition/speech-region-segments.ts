import type { RecognizedWord } from '@speechdeck/plugin-workspace';
import type { TimeRegion } from '@speechdeck/engines/speaker';

interface Segment {
  start: number;
  end: number;
  text: string;
  words: RecognizedWord[];
}

/**
 * `vad`: one segment per speech region, holding the words whose middle lies in it; words in
 * silence or noise outside every region were not spoken and are dropped. The file is recognized
 * whole, not cut at the regions: a recognizer given a cut piece loses the audio around it (its
 * noise and cepstral estimates start over) and lost words in noise and reverberation
 * (docs/recognition.md, figures). A segment without word timings moves as one word.
 */
export function segmentsInRegions(segments: readonly Segment[], regions: readonly TimeRegion[]): Segment[] {
  const units = segments.flatMap((s) => (s.words.length > 0 ? s.words.map((w) => ({ text: w.w, words: [w], start: w.start, end: w.end })) : [{ ...s }]));
  return regions
    .map((region) => {
      const inside = units.filter((u) => (u.start + u.end) / 2 >= region.start && (u.start + u.end) / 2 < region.end);
      return { start: region.start, end: region.end, text: inside.map((u) => u.text).join(' ').trim(), words: inside.flatMap((u) => u.words) };
    })
    .filter((segment) => segment.text.length > 0);
}
