import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { vcApi } from '../contract/vc-api.ts';

export type VcClient = ReturnType<typeof createVcClient>;

/** The multipart calls take a FormData: the file `reference` (or the field `spk`) and the fields of `cloneFields`. */
export function createVcClient(http: HttpClient) {
  return {
    engines: () => callEndpoint(http, vcApi.engines, {}),
    clone: (form: FormData) => callEndpoint(http, vcApi.clone, { body: form }),
    cloneQueue: (form: FormData) => callEndpoint(http, vcApi.cloneQueue, { body: form }),
    clones: () => callEndpoint(http, vcApi.clones, {}),
    cloneState: (id: string) => callEndpoint(http, vcApi.cloneState, { params: { id } }),
    audio: (id: string) => callEndpoint(http, vcApi.cloneAudio, { params: { id } }),
    deleteClone: (id: string) => callEndpoint(http, vcApi.deleteClone, { params: { id } }),
  };
}
