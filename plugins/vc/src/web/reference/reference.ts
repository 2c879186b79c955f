import type { PickedRecording } from '@speechdeck/core/web';
import { VC_LIMITS } from '../../contract/vc-api.ts';

/**
 * The recording of the voice to clone, always a file to upload as `reference`. An enrolled speaker
 * (`spk`) is no source yet: the speaker plugin has no call listing a user's speakers to pick from.
 */
export type Reference = PickedRecording;

export type LengthProblem = 'tooShort' | 'tooLong';

/** Whether a reference this long can be cloned from; null when fine or not known (the host checks it again). */
export function lengthProblem(seconds: number | null): LengthProblem | null {
  if (seconds === null || !(seconds > 0)) return null;
  if (seconds < VC_LIMITS.referenceMinSeconds) return 'tooShort';
  if (seconds > VC_LIMITS.referenceMaxSeconds) return 'tooLong';
  return null;
}
