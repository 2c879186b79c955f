import type { SpeakerTurn } from '@speechdeck/engines/speaker';

/**
 * The speaker of an utterance: the one whose turns cover most of it, else the nearest turn (an
 * utterance the diarizer heard as a pause). Live utterances end at pauses, where turns change too,
 * so an utterance is labelled whole rather than split between words.
 */
export function speakerOf(start: number, end: number, turns: readonly SpeakerTurn[]): string | null {
  const covered = new Map<string, number>();
  for (const turn of turns) {
    const overlap = Math.min(end, turn.end) - Math.max(start, turn.start);
    if (overlap > 0) covered.set(turn.speaker, (covered.get(turn.speaker) ?? 0) + overlap);
  }
  if (covered.size > 0) return [...covered].sort((a, b) => b[1] - a[1])[0]![0];
  const distance = (turn: SpeakerTurn) => Math.min(Math.abs(turn.start - end), Math.abs(start - turn.end));
  return [...turns].sort((a, b) => distance(a) - distance(b))[0]?.speaker ?? null;
}
