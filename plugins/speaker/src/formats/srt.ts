import type { SpeakerSegment } from '../contract/sv-api.ts';
import { timedTurns } from './speaker-turns.ts';

/**
 * SubRip subtitles of who speaks when: one cue per turn, numbered from 1 in time order, the
 * speaker's name as its text. Lines end with LF only, as the workspace's SRT export does.
 */
export function toSrt(segments: readonly SpeakerSegment[]): string {
  return timedTurns(segments)
    .map((turn, i) => `${i + 1}\n${srtTime(turn.startMs)} --> ${srtTime(turn.endMs)}\n${turn.spk}\n`)
    .join('\n');
}

/** `HH:MM:SS,mmm`; hours are not wrapped at 24 (players read more digits). */
function srtTime(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const totalSeconds = Math.floor(whole / 1000);
  const clock = [Math.floor(totalSeconds / 3600), Math.floor((totalSeconds % 3600) / 60), totalSeconds % 60].map((part) => String(part).padStart(2, '0'));
  return `${clock.join(':')},${String(whole % 1000).padStart(3, '0')}`;
}
