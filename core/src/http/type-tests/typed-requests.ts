/*
 * Compiled by typed-call.test.ts, never run: each marked line must fail to compile, with the error
 * the test names, and every other line must compile.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint.ts';
import type { HttpClient } from '../http-client.ts';
import { callEndpoint } from '../typed-call.ts';

declare const http: HttpClient;

const search = defineEndpoint({
  method: 'GET', path: '/search', access: 'user', tags: [], summary: 'search',
  query: z.object({ kw: z.string(), limit: z.coerce.number().default(100) }), response: z.array(z.string()),
});
const find = defineEndpoint({
  method: 'GET', path: '/find/{id}', access: 'user', tags: [], summary: 'find',
  params: z.object({ id: z.coerce.number() }), response: z.string(),
});
const save = defineEndpoint({
  method: 'POST', path: '/save', access: 'user', tags: [], summary: 'save',
  body: z.object({ text: z.string() }), response: 'text',
});
const upload = defineEndpoint({ method: 'POST', path: '/upload', access: 'user', tags: [], summary: 'upload', body: 'multipart', response: 'text' });
const health = defineEndpoint({ method: 'GET', path: '/health', access: 'public', tags: [], summary: 'health', response: z.object({ ok: z.boolean() }) });

export async function probes() {
  // Fine: required keys given, defaulted ones left out, an endpoint with no input called bare.
  const words: string[] = await callEndpoint(http, search, { query: { kw: 'x' } });
  await callEndpoint(http, find, { params: { id: 3 } });
  await callEndpoint(http, save, { body: { text: 'x' }, onUploadProgress: (progress) => progress.fraction });
  await callEndpoint(http, upload, { body: new FormData() });
  const ok: boolean = (await callEndpoint(http, health)).ok;

  // EXPECT misspelt: 'keyword' does not exist
  await callEndpoint(http, search, { query: { keyword: 'x', limt: 5 } });
  // EXPECT missing: Property 'kw' is missing
  await callEndpoint(http, search, { query: { limit: 5 } });
  // EXPECT wrong-part: is not assignable to type 'undefined'
  await callEndpoint(http, save, { body: { text: 'x' }, query: { text: 'x' } });
  // EXPECT no-options: Expected 3 arguments, but got 2
  await callEndpoint(http, find);
  // EXPECT json-for-upload: 'file' does not exist in type 'FormData'
  await callEndpoint(http, upload, { body: { file: 'x' } });
  return { words, ok };
}
