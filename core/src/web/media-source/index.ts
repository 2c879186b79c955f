export type { MediaSourceInput, MediaSourceLabels } from './media-source-input.ts';
export * from './media-source-picker.tsx';
export { ChosenMedia, MediaDropZone } from './picker-parts.tsx';
export * from './format-bytes.ts';
