import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;

export type ParamsOf<E> = E extends { params?: infer P } ? Infer<P> : never;
export type QueryOf<E> = E extends { query?: infer Q } ? Infer<Q> : never;
export type BodyOf<E> = E extends { body?: infer B } ? Infer<B> : never;
export type ResponseOf<E> = E extends { response: infer R }
  ? R extends 'text'
    ? string
    : R extends 'binary'
      ? ArrayBuffer
      : Infer<R>
  : never;

/** Fills `{name}` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
