import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { type RecognitionResult } from '@speechdeck/plugin-workspace';
import { sttApi, type ExportFormat, type RecognizeQuery } from '../contract/stt-api.ts';
import { sttLanguagesApi } from '../contract/languages-api.ts';
import { sttVocabularyApi, type VocabularyBody } from '../contract/vocabulary-api.ts';

/** What can be uploaded: a browser File/Blob, or (in Node) a Blob from fs.openAsBlob. */
export type Upload = Blob & { name?: string };

export type UploadOptions = Pick<TransferOptions, 'onUploadProgress' | 'signal'>;

function form(file: Upload, name?: string): FormData {
  const data = new FormData();
  data.append('file', file, name ?? file.name ?? 'upload');
  return data;
}

export type SttClient = ReturnType<typeof createSttClient>;

export function createSttClient(http: HttpClient) {
  const api = sttApi;
  return {
    recognize: (file: Upload, query: RecognizeQuery = {}, options: UploadOptions & { name?: string } = {}) =>
      callEndpoint(http, api.recognize, { query, body: form(file, options.name), ...options }),
    recognizeSpeech: (file: Upload, query: RecognizeQuery = {}, options: UploadOptions & { name?: string } = {}) =>
      callEndpoint(http, api.recognizeSpeech, { query, body: form(file, options.name), ...options }),
    recognizeQueue: (file: Upload, query: RecognizeQuery & { id?: string } = {}, options: UploadOptions & { name?: string } = {}) =>
      callEndpoint(http, api.recognizeQueue, { query, body: form(file, options.name), ...options }),
    result: (id: string) => callEndpoint(http, api.result, { params: { id } }),
    results: (processIds: string[]) => callEndpoint(http, api.getResponse, { body: { processIds } }),
    uploadFile: (file: Upload, options: UploadOptions & { name?: string } = {}) =>
      callEndpoint(http, api.uploadFile, { body: form(file, options.name), ...options }),
    uploadLink: (link: string) => callEndpoint(http, api.uploadLink, { query: { link } }),
    recognizeUploadedFile: (storedName: string, query: RecognizeQuery & { fn?: string } = {}) =>
      callEndpoint(http, api.recognizeUploadedFile, { params: { x: storedName }, query }),
    toSrt: (json: RecognitionResult | string) => callEndpoint(http, api.toSrt, { body: { json } }),
    exportResult: (id: string, format: ExportFormat) => callEndpoint(http, api.exportResult, { params: { id }, query: { format } }),
    downloadVideo: (link: string) => callEndpoint(http, api.downloadVideo, { query: { link } }),
    languages: () => callEndpoint(http, sttLanguagesApi.languages),
    vocabulary: (userId?: number) => callEndpoint(http, sttVocabularyApi.getVocabulary, { query: { userId } }),
    setVocabulary: (words: VocabularyBody['words'], userId?: number) => callEndpoint(http, sttVocabularyApi.putVocabulary, { query: { userId }, body: { words } }),
  };
}
