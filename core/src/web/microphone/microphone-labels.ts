import type { MicrophoneFailure } from './use-microphone.ts';

/**
 * The recorder's words, given by the page in the dashboard's language: each page says what the
 * recording is for ('Read a few sentences aloud…'). Times arrive formatted ('0:30', '2.4').
 */
export interface MicrophoneLabels {
  /** Under the controls before recording: what to say, and `min`..`max` seconds. */
  hint: (min: number, max: string) => string;
  record: string;
  /** Record, once a recording is chosen (it replaces that one). */
  recordAgain?: string;
  stop: string;
  /** The level meter's accessible name. */
  level: string;
  starting: string;
  recording: string;
  /** While still under `min` seconds. */
  keepGoing: (min: number) => string;
  /** A recording stopped after `seconds`, under `min`: it is not kept. */
  tooShort: (seconds: string, min: number) => string;
  /** The browser has no microphone API here (an http:// page, an old browser). */
  unsupported: string;
  failed: Record<MicrophoneFailure, string>;
}
