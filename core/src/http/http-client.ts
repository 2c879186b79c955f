import axios, { type AxiosProgressEvent, isAxiosError } from 'axios';
import type { z } from 'zod';
import { buildPath, type Endpoint, type RequestOf } from '../contract/endpoint.ts';
import { ApiError } from './api-error.ts';

export interface HttpClientOptions {
  /** Base URL of the host; empty for same-origin (the dashboard). */
  baseURL?: string;
  /** Read on every call so a login or logout takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Called when the host answers 401 to a call that carried a token (expired or revoked session). */
  onUnauthorized?: () => void;
  /** The transport: Node's http module in the CLI, XHR in the browser (it reports upload progress). */
  adapter?: 'http' | 'xhr' | 'fetch';
  /** A call without an answer for this long fails (a black-holed address would hang forever); none by default. */
  timeoutMs?: number;
}

/** How far an upload is: bytes sent, of `total` when the size is known. */
export interface UploadProgress {
  loaded: number;
  total?: number;
  /** loaded / total, 0..1, when the size is known. */
  fraction?: number;
}

/** How a call is made beyond what it sends. */
export interface TransferOptions {
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type CallOptions<E extends Endpoint = Endpoint> = RequestOf<E> & TransferOptions;

/** Untyped on purpose: callEndpoint() is the typed way in. */
export interface HttpClient {
  call(endpoint: Endpoint, options?: { params?: unknown; query?: unknown; body?: unknown } & TransferOptions): Promise<unknown>;
}

/**
 * The one HTTP client every package uses. axios sends the XSRF cookie back as `X-XSRF-TOKEN`
 * on same-origin requests by itself (its defaults match the host's names).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    withCredentials: false,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    ...(options.adapter ? { adapter: options.adapter } : {}),
    ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
  });
  instance.interceptors.request.use((config) => {
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  const call: HttpClient['call'] = async (endpoint, request = {}) => {
    const response = endpoint.response;
    try {
      const answer = await instance.request({
        method: endpoint.method,
        url: buildPath(endpoint.path, request.params as Record<string, unknown> | undefined),
        params: request.query,
        data: request.body,
        signal: request.signal,
        ...(request.timeoutMs ? { timeout: request.timeoutMs } : {}),
        onUploadProgress: request.onUploadProgress && ((event) => request.onUploadProgress!(toUploadProgress(event))),
        responseType: response === 'binary' ? 'arraybuffer' : response === 'text' ? 'text' : 'json',
        transformResponse: response === 'text' ? [(data: unknown) => data] : undefined,
      });
      if (response === 'text' || response === 'binary') return answer.data;
      return parseResponse(response, answer.data, endpoint);
    } catch (error) {
      throw toApiError(error, Boolean(options.getToken?.()), options.onUnauthorized);
    }
  };

  return { call };
}

function toUploadProgress(event: AxiosProgressEvent): UploadProgress {
  return { loaded: event.loaded, ...(event.total ? { total: event.total, fraction: event.loaded / event.total } : {}) };
}

function parseResponse(schema: z.ZodType, data: unknown, endpoint: Endpoint): unknown {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(0, `The host's answer to ${endpoint.method} ${endpoint.path} does not match the contract.`, {}, data);
  }
  return parsed.data;
}

function toApiError(error: unknown, hadToken: boolean, onUnauthorized?: () => void): unknown {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return error;
  if (!error.response) {
    return new ApiError(0, `Cannot reach the host${error.config?.baseURL ? ` at ${error.config.baseURL}` : ''}: ${error.message}`);
  }
  const { status } = error.response;
  if (status === 401 && hadToken) onUnauthorized?.();
  return ApiError.fromResponse(status, decodeBody(error.response.data));
}

/** A binary call's error answer arrives as bytes: an ArrayBuffer in the browser, a Buffer from Node's http adapter. */
function decodeBody(data: unknown): unknown {
  const text = data instanceof ArrayBuffer || ArrayBuffer.isView(data) ? new TextDecoder().decode(data) : data;
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
