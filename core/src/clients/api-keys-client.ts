import { apiKeysApi } from '../contract/api-keys.ts';
import type { HttpClient } from '../http/http-client.ts';
import { callEndpoint } from '../http/typed-call.ts';

export type ApiKeysClient = ReturnType<typeof createApiKeysClient>;

/** The caller's API keys; `userId` lets an admin list and revoke another user's. */
export function createApiKeysClient(http: HttpClient) {
  return {
    create: (name: string) => callEndpoint(http, apiKeysApi.create, { body: { name } }),
    list: (userId?: number) => callEndpoint(http, apiKeysApi.list, { query: { userId } }),
    revoke: (id: number, userId?: number) => callEndpoint(http, apiKeysApi.revoke, { params: { id }, query: { userId } }),
  };
}
