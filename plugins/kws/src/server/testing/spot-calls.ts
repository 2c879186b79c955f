import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { TestHost } from '@speechdeck/testing';
import type { SpotResult } from '../../contract/kws-api.ts';

/**
 * `POST /api/kws/spot` and plain GETs on a test host, as a user: the host and the default token are
 * read at each call, since a file's beforeAll makes them.
 */
export function spotCalls(hostOf: () => TestHost, defaultToken: () => string, defaultFile: string) {
  async function spot(query: string, file: string | null = defaultFile, token = defaultToken(), fields: Record<string, string> = {}) {
    const form = new FormData();
    if (file) form.append('file', await openAsBlob(file), basename(file));
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${hostOf().url}/api/kws/spot${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as SpotResult & { id?: string; message?: string; fields?: Record<string, string> } };
  }
  const get = async <T>(path: string, token = defaultToken()) => {
    const response = await fetch(`${hostOf().url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as T & { message?: string } };
  };
  return { spot, get };
}
