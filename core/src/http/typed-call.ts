import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint.ts';
import type { CallOptions, HttpClient } from './http-client.ts';

/** The options argument may be left out only when the endpoint needs no params, query or body. */
type OptionsArgument<E extends Endpoint> = object extends RequestOf<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** A typed call of one endpoint: the request is typed from its schemas, the answer parsed by them. */
export function callEndpoint<E extends Endpoint>(http: HttpClient, endpoint: E, ...[options]: OptionsArgument<E>): Promise<ResponseOf<E>> {
  return http.call(endpoint, options) as Promise<ResponseOf<E>>;
}
