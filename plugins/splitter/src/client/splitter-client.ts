import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { splitterApi, type CallRecognitionQuery } from '../contract/splitter-api.ts';

/** What can be uploaded: a browser File/Blob, or (in Node) a Blob from fs.openAsBlob. */
export type Upload = Blob & { name?: string };

export type UploadOptions = Pick<TransferOptions, 'onUploadProgress' | 'signal'>;

function form(file: Upload): FormData {
  const data = new FormData();
  data.append('file', file, file.name ?? 'recording');
  return data;
}

export type SplitterClient = ReturnType<typeof createSplitterClient>;

export function createSplitterClient(http: HttpClient) {
  return {
    /** One channel (0 left, 1 right) as WAV bytes; without `chan`, a zip of every channel. */
    split: (file: Upload, chan?: number | 'left' | 'right', options: UploadOptions = {}) =>
      callEndpoint(http, splitterApi.splitTelRecordToMono, { query: chan === undefined ? {} : { chan }, body: form(file), ...options }),
    recognize: (file: Upload, query: CallRecognitionQuery = {}, options: UploadOptions = {}) =>
      callEndpoint(http, splitterApi.recognize, { query, body: form(file), ...options }),
    recognition: (id: string) => callEndpoint(http, splitterApi.recognition, { params: { id } }),
  };
}
