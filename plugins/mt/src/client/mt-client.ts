import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { mtApi, type TranslateRequest } from '../contract/mt-api.ts';

export type MtClient = ReturnType<typeof createMtClient>;

/** The translation calls. */
export function createMtClient(http: HttpClient) {
  return {
    languages: () => callEndpoint(http, mtApi.languages, {}),
    translate: (body: TranslateRequest, transfer: Pick<TransferOptions, 'signal' | 'timeoutMs'> = {}) => callEndpoint(http, mtApi.translate, { body, ...transfer }),
  };
}
