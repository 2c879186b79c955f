import { formatTable, plural } from '@speechdeck/core/cli';
import type { EnrolledSpeaker } from '../../index.ts';

/** `speakers list`: one row per enrolled speaker, with why its voiceprint is as good as it is. */
export function speakersTable(speakers: readonly EnrolledSpeaker[]): string[] {
  return formatTable(
    ['NAME', 'CLIPS', 'SECONDS', 'ENROLLED', 'QUALITY', 'NOTE'],
    speakers.map((speaker) => [speaker.spk, speaker.clips, speaker.seconds.toFixed(1), speaker.enrolledAt, speaker.quality.level, speaker.quality.note]),
  );
}

/** `slt: 3 clips, 41.2 s of speech; quality good (...)`: a voiceprint in a line. */
export function voiceprintLine(speaker: EnrolledSpeaker): string {
  return `${speaker.spk}: ${plural(speaker.clips, 'clip')}, ${speaker.seconds.toFixed(1)} s of speech; quality ${speaker.quality.level}. ${speaker.quality.note}`.trimEnd();
}
