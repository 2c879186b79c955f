import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { nerApi, type EntitiesRequest, type EntitySearchQuery } from '../contract/ner-api.ts';

export type NerClient = ReturnType<typeof createNerClient>;

export function createNerClient(http: HttpClient) {
  return {
    entities: (body: EntitiesRequest) => callEndpoint(http, nerApi.entities, { body }),
    search: (query: EntitySearchQuery) => callEndpoint(http, nerApi.search, { query }),
  };
}
