import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { clockSeconds } from './timecode.ts';

/**
 * One paragraph per non-empty segment, separated by a blank line: `[00:01:02] S1: text`, without
 * the speaker part when the segment has none.
 */
export function toPlainText(result: RecognitionResult): string {
  return result.segments
    .map((segment) => ({ segment, text: segment.sent.replace(/\s+/g, ' ').trim() }))
    .filter(({ text }) => text !== '')
    .map(({ segment, text }) => {
      const speaker = segment.spk?.trim();
      return `[${clockSeconds(segment.start)}] ${speaker ? `${speaker}: ` : ''}${text}\n`;
    })
    .join('\n');
}
