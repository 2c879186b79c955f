import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { receiveUpload, type UploadOptions } from './receive-upload.ts';

const dir = mkdtempSync(join(tmpdir(), 'receive-upload-'));
let app: FastifyInstance;

const options: UploadOptions = { dir, maxBytes: 1024, accept: (head) => (head.length > 0 ? 'bin' : null), acceptedText: 'anything' };

beforeAll(async () => {
  app = Fastify();
  await app.register(multipart);
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof HttpError)) throw error;
    return reply.status(error.statusCode).send({ message: error.message });
  });
  // What the route answers: the stored file's content, or its absence, and the fields.
  app.post('/required', async (request) => {
    const upload = await receiveUpload(request, options);
    return { content: readFileSync(upload.path, 'utf8'), fields: upload.fields, fieldLists: upload.fieldLists };
  });
  app.post('/optional', async (request) => {
    const upload = await receiveUpload(request, { ...options, optional: true });
    return { content: upload.path === null ? null : readFileSync(upload.path, 'utf8'), fields: upload.fields };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

function post(path: string, form: FormData) {
  const { port } = app.server.address() as { port: number };
  return fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: form });
}

function formOf(fields: Record<string, string>, file?: { content: string; name: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.content]), file.name);
  return form;
}

const storedFiles = () => readdirSync(dir);

describe('receiveUpload', () => {
  it('keeps every value of a repeated field in order (`names[]` as OpenAI\'s clients send arrays), and the last in `fields`', async () => {
    const form = new FormData();
    form.append('names[]', 'Ann');
    form.append('model', 'whisper-1');
    form.append('names[]', 'Bob');
    form.append('file', new Blob(['audio']), 'a.wav');
    const response = await post('/required', form);
    expect(await response.json()).toEqual({ content: 'audio', fields: { 'names[]': 'Bob', model: 'whisper-1' }, fieldLists: { 'names[]': ['Ann', 'Bob'], model: ['whisper-1'] } });
    // The stored file is this test's: the others count what is left in the folder.
    for (const name of storedFiles()) rmSync(join(dir, name));
  });

  it('refuses a form without its file (400 naming the field) unless the file is optional', async () => {
    const response = await post('/required', formOf({ spk: 'Ann' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("No file in the 'file' field.");
  });

  it('answers an optional file\'s form without it as its fields alone', async () => {
    const response = await post('/optional', formOf({ spk: 'Ann', text: 'hello' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content: null, fields: { spk: 'Ann', text: 'hello' } });
  });

  it('takes an empty file part without a name (a browser form with no file chosen) for no file, and keeps nothing of it', async () => {
    const response = await post('/optional', formOf({ spk: 'Ann' }, { content: '', name: '' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content: null, fields: { spk: 'Ann' } });
    expect(storedFiles()).toEqual([]);
  });

  it('still receives an optional file when one is sent, and still refuses a named empty one', async () => {
    const response = await post('/optional', formOf({ spk: 'Ann' }, { content: 'voice', name: 'voice.wav' }));
    expect(await response.json()).toEqual({ content: 'voice', fields: { spk: 'Ann' } });
    const empty = await post('/optional', formOf({}, { content: '', name: 'empty.wav' }));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('The file is empty.');
  });
});
