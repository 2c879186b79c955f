// Small and needed at once: formatting, colours and the player's state.
export * from './format-time.ts';
export * from './speaker-palette.ts';
export * from './audio-controller.ts';
// The views themselves load on first use (lazy-views.tsx); only their types are re-exported here.
export type { TranscriptLabels, TranscriptViewProps } from './transcript-view.tsx';
export type { WaveformPlayerLabels, WaveformPlayerProps } from './waveform-player.tsx';
export { TranscriptView, WaveformPlayer } from './lazy-views.tsx';
