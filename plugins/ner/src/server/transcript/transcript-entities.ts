import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { NamedEntity, TranscriptEntity } from '../../index.ts';

/**
 * The entities of a transcript. Its text is the segments joined by one space (the workspace's
 * `text`); it is read with a line break there instead, so that no entity runs from one segment into
 * the next. Each entity gets its segment, and its time from the words it spans where the words
 * match the segment's text, else the segment's own times.
 */
export async function transcriptEntities(
  segments: readonly RecognizedSegment[], recognize: (text: string) => Promise<NamedEntity[]>,
): Promise<{ text: string; entities: TranscriptEntity[] }> {
  const starts: number[] = [];
  let at = 0;
  for (const segment of segments) {
    starts.push(at);
    at += segment.sent.length + 1;
  }
  const found = await recognize(segments.map((s) => s.sent).join('\n'));
  const entities: TranscriptEntity[] = [];
  for (const entity of found) {
    const index = segmentAt(starts, entity.start);
    const segment = segments[index]!;
    const offset = starts[index]!;
    const end = Math.min(entity.end, offset + segment.sent.length);
    const time = wordTimes(segment, entity.start - offset, end - offset) ?? { start: segment.start, end: segment.end };
    entities.push({ ...entity, end, text: entity.text.slice(0, end - entity.start), segment: segment.position, time });
  }
  return { text: segments.map((s) => s.sent).join(' '), entities };
}

function segmentAt(starts: readonly number[], offset: number): number {
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1]! <= offset) index++;
  return index;
}

/** The time from the first to the last word within [from, to) of the segment's text, if its words are found there in order. */
function wordTimes(segment: RecognizedSegment, from: number, to: number): { start: number; end: number } | null {
  const sent = segment.sent.toLocaleLowerCase('tr');
  let cursor = 0;
  let first: { start: number } | null = null;
  let last: { end: number } | null = null;
  for (const word of segment.words) {
    const at = sent.indexOf(word.w.toLocaleLowerCase('tr'), cursor);
    if (at < 0) return null;
    cursor = at + word.w.length;
    if (at < to && cursor > from) {
      first ??= word;
      last = word;
    }
  }
  return first && last ? { start: first.start, end: last.end } : null;
}
