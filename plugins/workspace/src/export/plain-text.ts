import type { RecognitionResult } from '../contract/recognition-result.ts';
import { oneLine, speakerLabel } from './shown-text.ts';
import { clockSeconds } from './timecode.ts';

/**
 * One paragraph per non-empty segment, separated by a blank line: `[00:01:02] S1: text`, without
 * the speaker part when the segment has none.
 */
export function toPlainText(result: RecognitionResult): string {
  return result.segments
    .map((segment) => ({ segment, text: oneLine(segment.sent) }))
    .filter(({ text }) => text !== '')
    .map(({ segment, text }) => {
      const speaker = speakerLabel(segment.spk);
      return `[${clockSeconds(segment.start)}] ${speaker ? `${speaker}: ` : ''}${text}\n`;
    })
    .join('\n');
}
