export * from './media-input.ts';
export type { MediaPickerLabels } from './media-picker-labels.ts';
export * from './media-picker.tsx';
export * from './format-bytes.ts';
