import type { MediaInputFrom } from '@speechdeck/core/web';

/** Where the page's recording comes from: a file, a sample, the microphone, or a link the server fetches. */
export const MED_SOURCES = ['file', 'sample', 'microphone', 'link'] as const;

/** What the page recognizes. */
export type MedInput = MediaInputFrom<(typeof MED_SOURCES)[number]>;
