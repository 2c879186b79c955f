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

/** One colour per speaker, in order of first appearance; the palette repeats past eight speakers. */
export function speakerColors(segments: readonly { spk: string | null }[]): SpeakerColors {
  const speakers: string[] = [];
  for (const segment of segments) {
    if (segment.spk && !speakers.includes(segment.spk)) speakers.push(segment.spk);
  }
  const colors = new Map(speakers.map((speaker, index) => [speaker, SPEAKER_PALETTE[index % SPEAKER_PALETTE.length]!]));
  return {
    speakers,
    colorOf: (speaker) => (speaker ? colors.get(speaker) ?? NO_SPEAKER_COLOR : NO_SPEAKER_COLOR),
  };
}
