import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the double received in one call. */
export interface XttsCall {
  path: string;
  authorization: string | undefined;
  contentType: string;
  text: string;
  language: string;
  /** The reference audio as received (from the multipart file or the base64 JSON field). */
  reference: Buffer;
}

/** How the double answers the next calls. */
export type XttsBehaviour = 'echo' | 'error-500' | 'unauthorized' | 'not-audio' | 'silent';

export interface XttsDouble {
  url: string;
  calls: XttsCall[];
  behaviour: XttsBehaviour;
  close(): Promise<void>;
}

/**
 * A stand-in for an XTTS-style cloning server on 127.0.0.1 (no such server runs here): it takes
 * `POST <path>` as multipart (text, language, file speaker_wav) or JSON (speaker_wav in base64),
 * records what came, and answers as told: 'echo' answers the reference recording itself as the
 * "cloned" WAV (a real server answers new speech in that voice), 'error-500' a FastAPI-style
 * `{detail}`, 'unauthorized' 401, 'not-audio' a text body, 'silent' never answers.
 */
export async function startXttsDouble(): Promise<XttsDouble> {
  const double: XttsDouble = { url: '', calls: [], behaviour: 'echo', close: async () => {} };
  const server = createServer((request, response) => void answer(double, request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return double;
}

async function answer(double: XttsDouble, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const contentType = request.headers['content-type'] ?? '';
  const call = await parseCall(request.url ?? '', contentType, body);
  double.calls.push({ ...call, authorization: request.headers.authorization });
  switch (double.behaviour) {
    case 'silent':
      return;
    case 'error-500':
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'CUDA out of memory' }));
      return;
    case 'unauthorized':
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Invalid API key' }));
      return;
    case 'not-audio':
      response.writeHead(200, { 'content-type': 'text/plain' }).end('this is not audio at all, only words');
      return;
    case 'echo':
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(call.reference);
  }
}

async function parseCall(path: string, contentType: string, body: Buffer): Promise<Omit<XttsCall, 'authorization'>> {
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const file = form.get('speaker_wav');
    return {
      path, contentType, text: String(form.get('text') ?? ''), language: String(form.get('language') ?? ''),
      reference: file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0),
    };
  }
  const json = JSON.parse(body.toString('utf8') || '{}') as { text?: string; language?: string; speaker_wav?: string };
  return { path, contentType, text: json.text ?? '', language: json.language ?? '', reference: Buffer.from(json.speaker_wav ?? '', 'base64') };
}
