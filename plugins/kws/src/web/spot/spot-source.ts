import { mediaInputName, type PickedRecording } from '@speechdeck/core/web';

/**
 * What the page searches: a recording it sends, or a result in the workspace whose audio the host
 * keeps; or, after a reload, the kept job's own account of what it searched (an upload lived only in
 * the browser, so only a workspace result's audio can play again).
 */
export type SpotSource =
  | { kind: 'recording'; recording: PickedRecording }
  | { kind: 'result'; processId: string; fn: string; duration: number }
  | { kind: 'kept'; fn: string; processId: string | null };

export const sourceName = (source: SpotSource) => (source.kind === 'recording' ? mediaInputName(source.recording) : source.fn);

/**
 * The recording's length in seconds: the host's, or where it could not tell (a browser's recording,
 * WebM, states none and the host answers 0) as timed while recording; 0 when neither knows.
 */
export const sourceSeconds = (answered: number, source: SpotSource) =>
  answered > 0 ? answered : source.kind === 'recording' && source.recording.kind === 'recording' ? source.recording.seconds : 0;
