import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';
import { svApi } from '../../contract/sv-api.ts';

export interface RecognizeRequest {
  /** The page's own id for this identification, to read its full answer afterwards. */
  id: string;
  file: File;
  onUploadProgress?: TransferOptions['onUploadProgress'];
}

/**
 * POST /api/sv/recognize: sends a clip (multipart `file`) and waits for the text answer, the
 * enrolled name or 'unknown'. Called with the HTTP client itself for the upload's progress.
 */
export function recognizeSpeaker(http: HttpClient, { id, file, onUploadProgress }: RecognizeRequest) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(http, svApi.recognize, { query: { id }, body, onUploadProgress });
}

/** The page shows a refusal (no speech, too long) itself, beside the clip. */
export function useRecognizeSpeaker() {
  const { http } = usePlatform();
  return useMutation({ meta: { quiet: true }, mutationFn: (request: RecognizeRequest) => recognizeSpeaker(http, request) });
}
