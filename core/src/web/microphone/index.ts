export * from './input-level.ts';
export * from './use-microphone.ts';
export type { MicrophoneLabels } from './microphone-labels.ts';
export * from './microphone-recorder.tsx';
