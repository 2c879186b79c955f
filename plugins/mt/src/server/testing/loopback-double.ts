import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The body parsed as JSON (null when there was none). */
  json: unknown;
}

export interface LoopbackDouble {
  url: string;
  /** Every request so far, oldest first. */
  received: Received[];
  /** How the next requests are answered (by path); the default answers 404. */
  answer: (request: Received, response: ServerResponse) => void | Promise<void>;
  close(): Promise<void>;
}

/** A stand-in for a third-party HTTP server on 127.0.0.1: records what it was sent, answers as the test says. */
export async function startLoopbackDouble(): Promise<LoopbackDouble> {
  const double: LoopbackDouble = {
    url: '',
    received: [],
    answer: (_request, response) => void response.writeHead(404).end(),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const received = { method: request.method!, path: request.url!, authorization: request.headers.authorization, json: text ? JSON.parse(text) : null };
    double.received.push(received);
    await double.answer(received, response);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}

export const json = (response: ServerResponse, status: number, body: unknown) =>
  void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
