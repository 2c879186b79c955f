import type { PickedRecording } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import { VC_LIMITS } from '../../contract/vc-api.ts';

/** The reference picker's tabs: a recording the page uploads, or one of the user's enrolled speakers. */
export type ReferenceSource = 'recording' | 'speaker';

/**
 * The voice to clone: a recording, sent as the file `reference`, or an enrolled speaker, sent as
 * `spk`, whose kept enrollment clips the host joins into the reference (the browser has no audio of it).
 */
export type Reference = PickedRecording | { kind: 'speaker'; speaker: EnrolledSpeaker };

/** The reference's audio in the browser, which A/B plays: none for an enrolled speaker. */
export const referenceFile = (reference: Reference): File | null => (reference.kind === 'speaker' ? null : reference.file);

export type LengthProblem = 'tooShort' | 'tooLong';

/** Whether a reference this long can be cloned from; null when fine or not known (the host checks it again). */
export function lengthProblem(seconds: number | null): LengthProblem | null {
  if (seconds === null || !(seconds > 0)) return null;
  if (seconds < VC_LIMITS.referenceMinSeconds) return 'tooShort';
  if (seconds > VC_LIMITS.referenceMaxSeconds) return 'tooLong';
  return null;
}
