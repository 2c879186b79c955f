import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server enforces it, clients use it to decide whether to send a token. */
export type Access = 'public' | 'user' | 'admin';

/**
 * One call of the HTTP contract, declared once and used by the server (validation, serialization,
 * OpenAPI), the web and the CLI (typed, validated calls). `path` keeps the spec's spelling, with
 * `{name}` placeholders for path parameters.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: P;
  readonly query?: Q;
  /** A zod schema for JSON bodies; `'multipart'` for file uploads, which stream and are not schema-parsed. */
  readonly body?: B | 'multipart';
  /** The success answer; `'text'` or `'binary'` for non-JSON answers. */
  readonly response: R | 'text' | 'binary';
}

/** Declares an endpoint; the answer kind ('text', 'binary' or a schema) stays in its type. */
export function defineEndpoint<E extends Endpoint>(endpoint: E & { response: E['response'] }): E {
  if (!endpoint.path.startsWith('/')) throw new Error(`endpoint path must start with '/': ${endpoint.path}`);
  return endpoint;
}

type Output<T> = T extends z.ZodType ? z.output<T> : never;
type Input<T> = T extends z.ZodType ? z.input<T> : T extends 'multipart' ? FormData : never;

/** What the host's handler sees, after its schemas parsed the request. */
export type ParamsOf<E> = E extends { params?: infer P } ? Output<P> : never;
export type QueryOf<E> = E extends { query?: infer Q } ? Output<Q> : never;
export type BodyOf<E> = E extends { body?: infer B } ? Output<B> : never;
export type ResponseOf<E> = E extends { response: infer R }
  ? R extends 'text'
    ? string
    : R extends 'binary'
      ? ArrayBuffer
      : Output<R>
  : never;

/** `{ [key]: T }`: optional where T accepts undefined or has no required key, forbidden where the endpoint has no such part. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : object extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/**
 * What a client sends: params, query and body typed from the endpoint's zod inputs (a multipart
 * body is FormData). A misspelt or missing key fails to compile.
 */
export type RequestOf<E> = Part<'params', E extends { params: infer P } ? Input<P> : never>
  & Part<'query', E extends { query: infer Q } ? Input<Q> : never>
  & Part<'body', E extends { body: infer B } ? Input<B> : never>;

/** Fills `{name}` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
