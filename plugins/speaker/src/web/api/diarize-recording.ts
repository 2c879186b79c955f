import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { svApi } from '../../contract/sv-api.ts';

/**
 * POST /api/sv/diarize: sends the recording (multipart `file`) and queues who-spoke-when; answers
 * the job's id. Called with the HTTP client itself, not the sv client, for the upload's progress
 * and its cancel.
 */
export function diarizeRecording(http: HttpClient, file: File, { speakers, ...transfer }: { speakers?: number } & TransferOptions = {}) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(http, svApi.diarize, { query: { speakers }, body, ...transfer });
}
