export type { MediaSourceInput, MediaSourceLabels } from './media-source-input.ts';
export * from './media-source-picker.tsx';
export * from './format-bytes.ts';
