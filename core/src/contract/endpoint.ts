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

export function defineEndpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodNever,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  if (!endpoint.path.startsWith('/')) throw new Error(`endpoint path must start with '/': ${endpoint.path}`);
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? Infer<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Infer<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? Infer<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R>
    ? E['response'] extends 'text'
      ? string
      : E['response'] extends 'binary'
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
