import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the double received: its path, bearer and JSON body. */
export interface DoubleRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[]; [key: string]: unknown };
}

/** How the double answers the next requests. */
export type DoubleBehaviour =
  | { kind: 'answer'; pieces: string[]; model?: string }
  /** Streams `pieces`, holding each after the first until `release()` lets it go (relay-ordering tests). */
  | { kind: 'gated'; pieces: string[] }
  | { kind: 'status'; status: number; body: string }
  /** Sends the head and `pieces`, then nothing more until the client leaves. */
  | { kind: 'stall'; pieces: string[] };

/**
 * A loopback OpenAI-compatible chat server (POST /v1/chat/completions) for tests and the bench:
 * it records what it was sent and answers as told, streaming server-sent events like Ollama and
 * llama.cpp's server do (`data: {chunk}` ... `data: [DONE]`), or one chat.completion JSON.
 */
export interface ChatDouble {
  /** The base URL to give SPEECHDECK_CHAT_URL: http://127.0.0.1:port/v1 */
  url: string;
  requests: DoubleRequest[];
  behave(behaviour: DoubleBehaviour): void;
  /** Lets the gated stream send its next piece. */
  release(): void;
  /** Resolves when the double has seen the connection of its latest stream closed (the client or the relay left). */
  closed(): Promise<void>;
  close(): Promise<void>;
}

const chunk = (model: string, content: string | null, finish: string | null) =>
  JSON.stringify({ id: 'chatcmpl-double', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] });

export async function startChatDouble(): Promise<ChatDouble> {
  let behaviour: DoubleBehaviour = { kind: 'answer', pieces: ['Hello', '.'] };
  const requests: DoubleRequest[] = [];
  let releases: (() => void)[] = [];
  let lastClosed: Promise<void> = Promise.resolve();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (data: Buffer) => chunks.push(data));
    request.on('end', () => void answer(request, response, Buffer.concat(chunks).toString('utf8')));
  });

  async function answer(request: IncomingMessage, response: ServerResponse, text: string) {
    response.on('error', () => undefined);
    lastClosed = new Promise((resolve) => response.on('close', () => resolve()));
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${request.url}` } }));
      return;
    }
    const body = JSON.parse(text) as DoubleRequest['body'];
    requests.push({ path: request.url, authorization: request.headers.authorization, body });
    const current = behaviour;
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json' }).end(current.body);
      return;
    }
    const model = body.model;
    if (!body.stream) {
      const content = current.pieces.join('');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        id: 'chatcmpl-double', object: 'chat.completion', created: 1_700_000_000, model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const [i, piece] of current.pieces.entries()) {
      if (current.kind === 'gated' && i > 0) {
        await new Promise<void>((resolve) => releases.push(resolve));
      }
      if (response.destroyed) return;
      response.write(`data: ${chunk(model, piece, null)}\n\n`);
    }
    if (current.kind === 'stall') return;
    response.write(`data: ${chunk(model, null, 'stop')}\n\n`);
    response.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    release() {
      const next = releases.shift();
      next?.();
    },
    closed: () => lastClosed,
    async close() {
      for (const release of releases) release();
      releases = [];
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
