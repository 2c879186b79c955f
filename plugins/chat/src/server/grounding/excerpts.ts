import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';

/** A numbered piece of the user's transcripts the model is given: where it is said, by whom, and what. */
export interface Excerpt {
  processId: string;
  fn: string;
  start: number;
  end: number;
  spk: string | null;
  text: string;
}

/** Long enough for a thought, short enough that a citation points at a moment worth playing. */
const PASSAGE_CHARS = 600;

/** A transcript as passages: consecutive segments of one speaker, joined up to a passage's size. */
export function passagesOf(result: Pick<RecognitionResult, 'processId' | 'fn' | 'segments'>): Excerpt[] {
  const passages: Excerpt[] = [];
  for (const segment of result.segments) {
    const text = segment.sent.trim();
    if (!text) continue;
    const last = passages.at(-1);
    if (last && last.spk === segment.spk && last.text.length + text.length + 1 <= PASSAGE_CHARS) {
      last.text = `${last.text} ${text}`;
      last.end = segment.end;
    } else {
      passages.push({ processId: result.processId, fn: result.fn, start: segment.start, end: segment.end, spk: segment.spk, text });
    }
  }
  return passages;
}

export const excerptOfHit = (hit: SegmentHit): Excerpt => ({ processId: hit.processId, fn: hit.fn, start: hit.start, end: hit.end, spk: hit.spk, text: hit.sent.trim() });

/** Seconds as `m:ss` (`h:mm:ss` from an hour), as the model and the user read a moment. */
export function momentOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mmss = `${Math.floor((whole % 3600) / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return whole >= 3600 ? `${Math.floor(whole / 3600)}:${mmss.padStart(5, '0')}` : mmss;
}

/** One excerpt as the model reads it: `[3] "meeting.wav" 1:05-1:30, S1: text`. */
export function excerptLine(excerpt: Excerpt, n: number): string {
  const who = excerpt.spk ? `, ${excerpt.spk}` : '';
  return `[${n}] "${excerpt.fn}" ${momentOf(excerpt.start)}-${momentOf(excerpt.end)}${who}: ${excerpt.text}`;
}
