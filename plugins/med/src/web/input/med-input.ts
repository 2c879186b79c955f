import type { PickedRecording } from '@speechdeck/core/web';

/** What the page recognizes: a file, a sample or a microphone recording, or a link the server fetches. */
export type MedInput = PickedRecording | { kind: 'link'; link: string };

