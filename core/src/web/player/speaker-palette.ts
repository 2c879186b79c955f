/**
 * Speaker colours for the dark layout (#1D2026): each has a contrast ratio above 7:1 on it, so a
 * speaker's name written in its colour stays readable, and neighbours differ in hue.
 */
export const SPEAKER_PALETTE = ['#4cc9f0', '#ffd166', '#7bd88f', '#ff8fa3', '#c39bff', '#ffa657', '#5eead4', '#f4a8e8'] as const;
/** Speech of a result that was not diarized. */
export const NO_SPEAKER_COLOR = '#8ab4f8';
/** Stretches between segments (no speech recognized). */
export const SILENCE_COLOR = '#5b6473';

export interface SpeakerColors {
  /** Speakers in order of first appearance. */
  readonly speakers: readonly string[];
  colorOf(speaker: string | null | undefined): string;
}

const NUMBERED = /^S([1-9]\d*)$/;

/**
 * One colour per speaker. The diarizer's labels keep their number's colour wherever they appear
 * (S1 is always the first colour, in a result or in a list of search hits); other names (renamed
 * speakers) take the free colours in order of first appearance. The palette repeats past eight.
 */
export function speakerColors(segments: readonly { spk: string | null }[]): SpeakerColors {
  const speakers: string[] = [];
  for (const segment of segments) {
    if (segment.spk && !speakers.includes(segment.spk)) speakers.push(segment.spk);
  }
  const size = SPEAKER_PALETTE.length;
  const slots = new Map<string, number>();
  for (const speaker of speakers) {
    const number = NUMBERED.exec(speaker)?.[1];
    if (number) slots.set(speaker, (Number(number) - 1) % size);
  }
  let next = 0;
  for (const speaker of speakers) {
    if (slots.has(speaker)) continue;
    const taken = new Set(slots.values());
    while (taken.has(next % size) && taken.size < size) next++;
    slots.set(speaker, next % size);
    next++;
  }
  const colors = new Map(speakers.map((speaker) => [speaker, SPEAKER_PALETTE[slots.get(speaker)!]!]));
  return {
    speakers,
    colorOf: (speaker) => (speaker ? colors.get(speaker) ?? NO_SPEAKER_COLOR : NO_SPEAKER_COLOR),
  };
}
