import type { MediaInputFrom } from '@speechdeck/core/web';

/** Where a voice's recording comes from: a file, a sample or the microphone. */
export const CLIP_SOURCES = ['file', 'sample', 'microphone'] as const;

/** A recording of a voice to enroll or identify, always a file to upload. */
export type Clip = MediaInputFrom<(typeof CLIP_SOURCES)[number]>;
