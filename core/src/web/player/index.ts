// Small and needed at once: formatting, colours and the player's state.
export * from './format-time.ts';
export * from './speaker-palette.ts';
export * from './audio-controller.ts';
// The player itself loads on first use (lazy-player.tsx); only its types are re-exported here.
export type { WaveformPlayerLabels } from './player-labels.ts';
export type { WaveformPlayerProps } from './waveform-player.tsx';
export { WaveformPlayer } from './lazy-player.tsx';
