export * from './labels-from-keys.ts';
export * from './recording-preview.tsx';
