import { callEndpoint, type HttpClient, type TransferOptions } from '@speechdeck/core';
import { kwsApi } from '../contract/kws-api.ts';

export type KwsClient = ReturnType<typeof createKwsClient>;

export interface SpotQuery {
  /** Comma-separated, or a JSON array of keywords and { keyword, threshold } objects. */
  keywords: string;
  language?: string;
  /** A workspace result whose audio to search, instead of a file. */
  processId?: string;
  userId?: number;
}

/** `spot` takes a FormData with the recording in `file` (or none with a processId). */
export function createKwsClient(http: HttpClient) {
  return {
    spot: (form: FormData | undefined, query: SpotQuery, transfer: TransferOptions = {}) =>
      callEndpoint(http, kwsApi.spot, { query, body: form ?? new FormData(), ...transfer }),
    spotJob: (id: string) => callEndpoint(http, kwsApi.spotJob, { params: { id } }),
    languages: () => callEndpoint(http, kwsApi.languages, {}),
  };
}
