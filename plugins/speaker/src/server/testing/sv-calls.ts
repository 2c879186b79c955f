import { openAsBlob } from 'node:fs';
import type { Enrollment, Identification } from '../../contract/sv-api.ts';

export interface CallOptions {
  /** Another token than the caller's own; '' calls with none. */
  token?: string;
  body?: FormData;
  headers?: Record<string, string>;
}

export const json = async <T>(response: Response) => (await response.json()) as T;

/** A multipart body: `fields` first (as a browser sends them), then `file` streamed from disk under its own name. */
export async function formWith(file: string, fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', await openAsBlob(file), file.split('/').pop()!);
  return form;
}

/** Reads a job until it is done or failed; the host's jobs finish well within the two minutes given. */
export async function until<T extends { status: string }>(read: () => Promise<T>, what: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const state = await read();
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not finish`);
}

/**
 * The /api/sv calls of a test against the host at `target().url`, as `target().token` unless a call
 * names another token. `target` is read at each call: a test starts its host and users in beforeAll.
 */
export function svCalls(target: () => { url: string; token: string }) {
  function call(method: string, path: string, { token = target().token, body, headers = {} }: CallOptions = {}) {
    return fetch(`${target().url}${path}`, { method, body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  }

  /** Uploads `file` (with `fields`) to start a job; answers the job's id. */
  async function start(path: string, file: string, { token, fields }: { token?: string; fields?: Record<string, string> } = {}): Promise<string> {
    const response = await call('POST', path, { token, body: await formWith(file, fields) });
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await json<{ id: string }>(response)).id;
  }

  /** The job at `path` once it is done or failed. */
  function finished<T extends { status: string }>(path: string, token?: string): Promise<T> {
    return until(async () => json<T>(await call('GET', path, { token })), path);
  }

  /** Enrolls `file` as `spk` (in the query, or as a form field) and answers the finished enrollment. */
  async function enroll(file: string, spk: string, { token, asField = false }: { token?: string; asField?: boolean } = {}): Promise<Enrollment> {
    const id = await start(`/api/sv/enroll${asField ? '' : `?spk=${encodeURIComponent(spk)}`}`, file, { token, fields: asField ? { spk } : {} });
    return finished<Enrollment>(`/api/sv/enroll/${id}`, token);
  }

  /** Identifies `file`: the text answer, and the full answer read under the id the host gave it. */
  async function recognize(file: string, { token, query = '' }: { token?: string; query?: string } = {}) {
    const response = await call('POST', `/api/sv/recognize${query}`, { token, body: await formWith(file) });
    const text = await response.text();
    const id = response.headers.get('x-identification-id');
    const full = id ? await json<Identification>(await call('GET', `/api/sv/recognize/${id}`, { token })) : null;
    return { status: response.status, type: response.headers.get('content-type'), text, full };
  }

  return { call, start, finished, enroll, recognize };
}
