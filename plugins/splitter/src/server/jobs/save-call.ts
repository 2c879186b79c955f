import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { SplitterDeps } from '../splitter-deps.ts';
import type { StoredCall } from '../store/call-store.ts';

export interface RecognizedCall {
  duration: number;
  engine: string;
  segments: RecognizedSegment[];
  notes: string[];
}

/**
 * Saves a recognized call as a workspace result under the call's own id (a rerun after a crash
 * saves over the same result instead of adding another). Its media is the uploaded recording, so
 * the workspace plays both sides; its segments' speakers are the channel names, so the workspace
 * finds the call by speaker. Answers the process id.
 */
export async function saveCall({ results }: Pick<SplitterDeps, 'results'>, call: StoredCall, recognized: RecognizedCall): Promise<string> {
  const processId = call.id;
  // The speakers come from the channels, not from diarization.
  const options = { language: call.language, isDiarize: false, vad: false, punct: call.punct, sentText: false, oa: false };
  await results.create({ processId, userId: call.userId, fn: call.fileName, options, mediaKey: call.mediaKey, duration: recognized.duration });
  await results.complete(call.userId, processId, { language: call.language, ...recognized });
  return processId;
}
