import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { svApi } from '../../contract/sv-api.ts';

export interface EnrollRequest {
  spk: string;
  file: File;
  onUploadProgress?: TransferOptions['onUploadProgress'];
}

/**
 * POST /api/sv/enroll: sends a clip (multipart `file`) to enroll as, or add to, the voiceprint of
 * `spk`; answers the enrollment's id. Called with the HTTP client itself, not the sv client, for
 * the upload's progress.
 */
export function enrollSpeaker(http: HttpClient, { spk, file, onUploadProgress }: EnrollRequest) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(http, svApi.enroll, { query: { spk }, body, onUploadProgress });
}
