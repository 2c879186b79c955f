import axios, { type AxiosInstance, type AxiosProgressEvent, isAxiosError } from 'axios';
import type { z } from 'zod';
import { buildPath, type Endpoint } from '../contract/endpoint.ts';
import { ApiError } from './api-error.ts';

export interface HttpClientOptions {
  /** Base URL of the host; empty for same-origin (the dashboard). */
  baseURL?: string;
  /** Read on every call so a login or logout takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Called when the host answers 401 to a call that carried a token (expired or revoked session). */
  onUnauthorized?: () => void;
  /** Overrides axios' transport, e.g. Node's http adapter in the CLI. */
  adapter?: 'http' | 'xhr' | 'fetch';
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface HttpClient {
  readonly axios: AxiosInstance;
  call<E extends Endpoint>(endpoint: E, options?: CallOptions): Promise<unknown>;
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
  });
  instance.interceptors.request.use((config) => {
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  async function call<E extends Endpoint>(endpoint: E, call: CallOptions = {}): Promise<unknown> {
    const response = endpoint.response;
    try {
      const answer = await instance.request({
        method: endpoint.method,
        url: buildPath(endpoint.path, call.params),
        params: call.query,
        data: call.body,
        signal: call.signal,
        timeout: call.timeoutMs,
        onUploadProgress: call.onUploadProgress,
        responseType: response === 'binary' ? 'arraybuffer' : response === 'text' ? 'text' : 'json',
        transformResponse: response === 'text' ? [(data: unknown) => data] : undefined,
      });
      if (response === 'text' || response === 'binary') return answer.data;
      return parseResponse(response, answer.data, endpoint);
    } catch (error) {
      throw toApiError(error, Boolean(options.getToken?.()), options.onUnauthorized);
    }
  }

  return { axios: instance, call };
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

function decodeBody(data: unknown): unknown {
  const text = data instanceof ArrayBuffer ? new TextDecoder().decode(data) : data;
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
