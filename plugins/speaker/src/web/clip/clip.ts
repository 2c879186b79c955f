import type { PickedRecording } from '@speechdeck/core/web';

/** A recording of a voice to enroll or identify, always a file to upload. */
export type Clip = PickedRecording;
