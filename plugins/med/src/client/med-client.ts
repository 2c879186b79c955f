import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { medApi, type MedQuery } from '../contract/med-api.ts';

/** What can be uploaded: a browser File/Blob, or (in Node) a Blob from fs.openAsBlob. */
export type MedUpload = Blob & { name?: string };

export type MedClient = ReturnType<typeof createMedClient>;

/** The medical recognition calls. Uploading a file first, or a link, is stt's (its client's uploadFile and uploadLink). */
export function createMedClient(http: HttpClient) {
  return {
    recognize: (file: MedUpload, query: MedQuery & { id?: string } = {}, options: Pick<TransferOptions, 'onUploadProgress' | 'signal'> & { name?: string } = {}) => {
      const body = new FormData();
      body.append('file', file, options.name ?? file.name ?? 'upload');
      return callEndpoint(http, medApi.recognizeMed, { query, body, ...options });
    },
    recognizeUploaded: (storedName: string, query: MedQuery & { fn?: string } = {}) =>
      callEndpoint(http, medApi.recognizeMedUploaded, { params: { x: storedName }, query }),
    result: (id: string, userId?: number) => callEndpoint(http, medApi.result, { params: { id }, query: { userId } }),
  };
}
