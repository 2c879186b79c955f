import type { SpeakerSegment } from '../contract/sv-api.ts';
import { timedTurns } from './speaker-turns.ts';

/**
 * NIST RTTM, what diarization scorers read (md-eval, dscore, pyannote.metrics): one line per turn,
 * `SPEAKER <file-id> 1 <onset> <duration> <NA> <NA> <speaker> <NA> <NA>`, times in seconds with
 * millisecond precision, in time order.
 */
export function toRttm(fileId: string, segments: readonly SpeakerSegment[]): string {
  const file = field(fileId, 'recording');
  return timedTurns(segments)
    .map((turn) => `SPEAKER ${file} 1 ${seconds(turn.startMs)} ${seconds(turn.endMs - turn.startMs)} <NA> <NA> ${field(turn.spk, 'unknown')} <NA> <NA>\n`)
    .join('');
}

/**
 * RTTM fields are separated by whitespace, so an enrolled name like 'Ayşe Yılmaz' (or a file id
 * with spaces) would become two fields and shift the rest: each run of whitespace becomes '_'
 * ('Ayşe_Yılmaz'). The names in the JSON and SRT outputs keep their spaces.
 */
function field(text: string, empty: string): string {
  return text.trim().replace(/\s+/gu, '_') || empty;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
