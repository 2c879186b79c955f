import { recordingName, type PickedRecording } from '@speechdeck/core/web';

/** What the page searches: a recording it sends, or a result in the workspace whose audio the host keeps. */
export type SpotSource =
  | { kind: 'recording'; recording: PickedRecording }
  | { kind: 'result'; processId: string; fn: string; duration: number };

export const sourceName = (source: SpotSource) => (source.kind === 'recording' ? recordingName(source.recording) : source.fn);
