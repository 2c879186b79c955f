export * from './labels-from-keys.ts';
export * from './picked-recording.ts';
export type { RecordingPickerLabels } from './recording-picker-labels.ts';
export * from './recording-picker.tsx';
export * from './recording-preview.tsx';
