import type { Endpoint, ResponseOf } from '../contract/endpoint.ts';
import type { CallOptions, HttpClient } from './http-client.ts';

/** A typed call of one endpoint: the answer is parsed by the endpoint's schema. */
export function callEndpoint<E extends Endpoint>(http: HttpClient, endpoint: E, options?: CallOptions): Promise<ResponseOf<E>> {
  return http.call(endpoint, options) as Promise<ResponseOf<E>>;
}
