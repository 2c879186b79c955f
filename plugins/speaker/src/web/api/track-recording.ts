import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { svApi } from '../../contract/sv-api.ts';

/**
 * POST /api/sv/track: sends the recording (multipart `file`) and queues a diarization whose turns
 * of the user's enrolled speakers carry their names; answers the job's id. Called with the HTTP
 * client itself, for the upload's progress and its cancel.
 */
export function trackRecording(http: HttpClient, file: File, { speakers, ...transfer }: { speakers?: number } & TransferOptions = {}) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(http, svApi.track, { query: { speakers }, body, ...transfer });
}
