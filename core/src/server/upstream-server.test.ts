import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineFailedError, EngineUnavailableError } from './engine-errors.ts';
import { UpstreamServer, type UpstreamServerConfig } from './upstream-server.ts';

/** A loopback stand-in for an engine's server: records each request, answers what the test set. */
let double: Server;
let url = '';
let answer: (response: ServerResponse) => void = () => undefined;
const requests: { authorization?: string; contentType?: string; body: string }[] = [];
const dir = mkdtempSync(join(tmpdir(), 'upstream-'));

beforeAll(async () => {
  double = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
      // A client that stopped reading an error answer closes the socket: not the test's concern.
      response.on('error', () => undefined);
      answer(response);
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(double.address() as AddressInfo).port}/v1/speak`;
});
afterAll(async () => {
  double.closeAllConnections();
  await new Promise((resolve) => double.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const server = (config: Partial<UpstreamServerConfig> = {}) =>
  new UpstreamServer({
    url,
    name: 'The test server',
    settings: { url: 'SPEECHDECK_TEST_URL', apiKey: 'SPEECHDECK_TEST_KEY' },
    notFound: { what: 'endpoint or model', check: 'SPEECHDECK_TEST_URL and SPEECHDECK_TEST_MODEL' },
    sent: 'the text',
    ...config,
  });
const post = (config: Partial<UpstreamServerConfig> = {}, options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
  server(config).post({ body: '{"input":"hello"}', headers: { 'content-type': 'application/json' }, timeoutMs: 5_000, ...options });
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('should have failed'), (error: unknown) => error);
const status = (code: number, body: string) => (response: ServerResponse) => response.writeHead(code).end(body);

describe('UpstreamServer.post', () => {
  it('posts the body with its headers and the bearer key, and reads the answer as text', async () => {
    answer = status(200, 'spoken');
    const reply = await post({ apiKey: 'sk-test' });
    expect(await reply.text()).toBe('spoken');
    expect(requests.at(-1)).toEqual({ authorization: 'Bearer sk-test', contentType: 'application/json', body: '{"input":"hello"}' });
    answer = status(200, '');
    await (await post()).text();
    expect(requests.at(-1)!.authorization).toBeUndefined();
  });

  it('streams the answer to a file, and refuses one over the limit leaving no file', async () => {
    const audio = Buffer.alloc(100 * 1024, 7);
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'audio/wav' });
      for (let at = 0; at < audio.length; at += 8192) response.write(audio.subarray(at, at + 8192));
      response.end();
    };
    const saved = join(dir, 'saved.bin');
    await (await post()).saveTo(saved, 1024 * 1024);
    expect(readFileSync(saved).equals(audio)).toBe(true);

    const tooLarge = join(dir, 'too-large.bin');
    const error = await failure((await post()).saveTo(tooLarge, 64 * 1024));
    expect(error).toBeInstanceOf(EngineFailedError);
    expect(error).toMatchObject({ statusCode: 502, message: 'The test server answered more than expected (over 64 KB).' });
    expect(existsSync(tooLarge)).toBe(false);
  });

  it("turns an error answer into a 502 that keeps the server's own words, from whichever field it uses, for the log only", async () => {
    answer = status(500, JSON.stringify({ error: { message: 'CUDA out of memory at db.internal:5432 password=hunter2', type: 'server_error' } }));
    const failed = await failure(post());
    expect(failed).toMatchObject({ statusCode: 502, message: 'The test server failed (HTTP 500; its answer is logged for the operator).', cause: { status: 500, said: 'CUDA out of memory at db.internal:5432 password=hunter2' } });
    expect((failed as Error).message).not.toMatch(/hunter2|db\.internal/);
    answer = status(422, JSON.stringify({ detail: [{ loc: ['body', 'voice'], msg: 'unknown voice' }] }));
    expect(await failure(post())).toMatchObject({ statusCode: 502, message: 'The test server refused the text (HTTP 422; its answer is logged for the operator).', cause: { said: '[{"loc":["body","voice"],"msg":"unknown voice"}]' } });
    answer = status(400, JSON.stringify({ error: 'text too long' }));
    expect(await failure(post())).toMatchObject({ cause: { status: 400, said: 'text too long' } });
    answer = status(502, '');
    expect(await failure(post())).toMatchObject({ statusCode: 502, cause: { status: 502, said: '' } });
  });

  it('folds white space and cuts a long message, reading only the start of a huge error body', async () => {
    answer = (response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.write(`Traceback:\n\n   ${'x'.repeat(300)}`);
      // Far more than anyone reads for a message; the client stops after the first few KB.
      response.end(Buffer.alloc(20 * 1024 * 1024, 'y'));
    };
    const error = (await failure(post())) as Error;
    expect(error.cause).toEqual({ status: 500, said: `Traceback: ${'x'.repeat(189)}...` });
  });

  it('answers 503 naming the setting to check when the server refuses the key or has no such call', async () => {
    answer = status(401, JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
    const refused = await failure(post({ apiKey: 'sk-wrong' }));
    expect(refused).toBeInstanceOf(EngineUnavailableError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'The test server refused our credentials (HTTP 401; its answer is logged for the operator): check SPEECHDECK_TEST_KEY.', cause: { said: 'Incorrect API key provided' } });
    expect((refused as Error).message).not.toContain('sk-wrong');
    answer = status(404, 'Not Found');
    expect(await failure(post())).toMatchObject({ statusCode: 503, message: 'The test server has no such endpoint or model (HTTP 404; its answer is logged for the operator): check SPEECHDECK_TEST_URL and SPEECHDECK_TEST_MODEL.' });
    answer = status(405, JSON.stringify({ detail: 'Method Not Allowed' }));
    expect(await failure(post())).toMatchObject({ statusCode: 503, message: expect.stringContaining('(HTTP 405;'), cause: { said: 'Method Not Allowed' } });
  });

  it('answers 503 when nothing listens, naming the setting but not the address, which the cause keeps', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/v1/speak`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(post({ url: deadUrl }));
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, message: 'The test server cannot be reached (ECONNREFUSED): check SPEECHDECK_TEST_URL.', cause: { url: deadUrl } });
  });

  it('answers 504 when the server is slower than the timeout, before answering or in the middle of its body', async () => {
    answer = () => undefined;
    expect(await failure(post({}, { timeoutMs: 300 }))).toMatchObject({ statusCode: 504, message: 'The test server did not answer within 0.3 s.' });
    answer = (response) => response.writeHead(200).write('the start, then nothing');
    const reply = await post({}, { timeoutMs: 300 });
    expect(await failure(reply.text())).toMatchObject({ statusCode: 504, message: 'The test server did not answer within 0.3 s.' });
  });

  it("stops when the caller aborts, with the caller's reason rather than an engine error", async () => {
    answer = () => undefined;
    const controller = new AbortController();
    const reason = new Error('client left');
    setTimeout(() => controller.abort(reason), 100);
    expect(await failure(post({}, { signal: controller.signal }))).toBe(reason);
  });
});

describe('UpstreamAnswer.lines', () => {
  const collect = async (lines: AsyncIterable<string>) => {
    const seen: string[] = [];
    for await (const line of lines) seen.push(line);
    return seen;
  };

  it('yields each line as it arrives, whole across chunk boundaries, CRLF or LF, and a last line without its end', async () => {
    let sendRest: () => void = () => undefined;
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"a":1}\r\n\r\nda');
      sendRest = () => response.end('ta: ü\n\ndata: [DONE]');
    };
    const lines = (await post()).lines()[Symbol.asyncIterator]();
    // The first line is handed over while the server still holds the rest back: nothing waits for the end.
    expect(await lines.next()).toEqual({ done: false, value: 'data: {"a":1}' });
    expect(await lines.next()).toEqual({ done: false, value: '' });
    sendRest();
    const rest: string[] = [];
    for (let next = await lines.next(); !next.done; next = await lines.next()) rest.push(next.value);
    expect(rest).toEqual(['data: ü', '', 'data: [DONE]']);
  });

  it('refuses a line longer than the limit with a 502', async () => {
    answer = (response) => response.writeHead(200).end(`${'x'.repeat(5000)}\nok\n`);
    const error = await failure(collect((await post()).lines(1000)));
    expect(error).toMatchObject({ statusCode: 502, message: 'The test server answered a line longer than 1,000 characters.' });
  });

  it('answers 504 when the stream stalls past the timeout, after the lines already read', async () => {
    answer = (response) => response.writeHead(200).write('data: first\n');
    const seen: string[] = [];
    const error = await failure((async () => {
      for await (const line of (await post({}, { timeoutMs: 400 })).lines()) seen.push(line);
    })());
    expect(seen).toEqual(['data: first']);
    expect(error).toMatchObject({ statusCode: 504, message: 'The test server did not answer within 0.4 s.' });
  });

  it("stops reading with the caller's reason when the caller aborts, and the server sees its socket closed", async () => {
    let closed: Promise<void> = Promise.resolve();
    answer = (response) => {
      closed = new Promise((resolve) => response.on('close', () => resolve()));
      response.writeHead(200).write('data: one\n');
    };
    const controller = new AbortController();
    const reason = new Error('client left');
    const seen: string[] = [];
    const error = await failure((async () => {
      for await (const line of (await post({}, { signal: controller.signal })).lines()) {
        seen.push(line);
        controller.abort(reason);
      }
    })());
    expect(error).toBe(reason);
    expect(seen).toEqual(['data: one']);
    await closed;
  });

  it('closes the connection when the reader leaves the loop early', async () => {
    let closed: Promise<void> = Promise.resolve();
    answer = (response) => {
      closed = new Promise((resolve) => response.on('close', () => resolve()));
      response.writeHead(200).write('data: one\ndata: two\n');
    };
    for await (const line of (await post()).lines()) {
      expect(line).toBe('data: one');
      break;
    }
    await closed;
  });
});
