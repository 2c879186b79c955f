/**
 * SRT and WebVTT text from cues. Lines end with LF only: every player and editor we target reads
 * LF, and it keeps the files byte-identical across the API, the dashboard and the CLI.
 */
import type { RecognitionResult } from '../contract/recognition-result.ts';
import { buildCues } from './subtitle-cues.ts';
import { clockWithMillis } from './timecode.ts';

/** Numbered cues from 1, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, `S1: ` before a diarized cue's text. */
export function toSrt(result: RecognitionResult): string {
  return buildCues(result.segments, { speakerPrefix: true })
    .map((cue, i) => `${i + 1}\n${clockWithMillis(cue.startMs, ',')} --> ${clockWithMillis(cue.endMs, ',')}\n${cue.lines.join('\n')}\n`)
    .join('\n');
}

/** `WEBVTT` header, `HH:MM:SS.mmm` times, the speaker as a `<v S1>` voice tag. */
export function toVtt(result: RecognitionResult): string {
  const cues = buildCues(result.segments, { speakerPrefix: false }).map((cue) => {
    const text = cue.lines.map(escapeVtt).join('\n');
    const voice = cue.speaker ? `<v ${escapeVtt(cue.speaker)}>` : '';
    return `${clockWithMillis(cue.startMs, '.')} --> ${clockWithMillis(cue.endMs, '.')}\n${voice}${text}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}

/** WebVTT cue text is markup: `&`, `<` and `>` must be written as entities to show as typed. */
function escapeVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
