import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccountsClient, LOGIN_RETRIES } from '../clients/accounts-client.ts';
import { defineEndpoint } from '../contract/endpoint.ts';
import { GENERIC_FAILURE_MESSAGE } from './api-error.ts';
import { createHttpClient } from './http-client.ts';
import { callEndpoint } from './typed-call.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback host that answers each request with the next of the given answers. */
async function hostAnswering(answers: { status: number; body: unknown }[], seen: IncomingMessage[] = []): Promise<string> {
  server = createServer((request, response) => {
    seen.push(request);
    const answer = answers.shift() ?? { status: 500, body: {} };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const user = { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.c', roles: [{ name: 'USER' }] };

describe('login retries', () => {
  it('retries twice on 5xx, then raises the spec\'s message and logs status and body', async () => {
    const seen: IncomingMessage[] = [];
    const url = await hostAnswering([{ status: 502, body: 'x' }, { status: 503, body: 'y' }, { status: 500, body: { boom: true } }], seen);
    const logged: unknown[] = [];
    const client = createAccountsClient(createHttpClient({ baseURL: url, adapter: 'http' }), { log: (_m, detail) => logged.push(detail) });
    await expect(client.login('a@b.c', 'pw')).rejects.toMatchObject({ message: GENERIC_FAILURE_MESSAGE, status: 500 });
    expect(seen).toHaveLength(LOGIN_RETRIES + 1);
    expect(logged).toEqual([{ status: 500, body: { boom: true } }]);
  });

  it('succeeds on a retry after a 5xx', async () => {
    const url = await hostAnswering([{ status: 500, body: {} }, { status: 200, body: { jwtToken: 't.t.t', user } }]);
    const client = createAccountsClient(createHttpClient({ baseURL: url, adapter: 'http' }), { log: () => {} });
    expect((await client.login('a@b.c', 'pw')).jwtToken).toBe('t.t.t');
  });

  it('does not retry a 401', async () => {
    const seen: IncomingMessage[] = [];
    const url = await hostAnswering([{ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid e-mail or password.' } }], seen);
    const client = createAccountsClient(createHttpClient({ baseURL: url, adapter: 'http' }), { log: () => {} });
    await expect(client.login('a@b.c', 'pw')).rejects.toMatchObject({ status: 401, message: 'Invalid e-mail or password.' });
    expect(seen).toHaveLength(1);
  });

  it('says when the host cannot be reached (status 0) after retrying', async () => {
    const client = createAccountsClient(createHttpClient({ baseURL: 'http://127.0.0.1:9', adapter: 'http' }), { log: () => {} });
    await expect(client.login('a@b.c', 'pw')).rejects.toMatchObject({ status: 0, message: GENERIC_FAILURE_MESSAGE });
  });
});

describe('the HTTP client', () => {
  it('sends the bearer token read at call time and calls onUnauthorized on a 401 with a token', async () => {
    const seen: IncomingMessage[] = [];
    const url = await hostAnswering([{ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'expired' } }], seen);
    let token = 'first';
    let unauthorized = 0;
    const client = createAccountsClient(createHttpClient({ baseURL: url, adapter: 'http', getToken: () => token, onUnauthorized: () => unauthorized++ }));
    token = 'second';
    await expect(client.me()).rejects.toMatchObject({ status: 401, message: 'expired' });
    expect(seen[0]!.headers.authorization).toBe('Bearer second');
    expect(unauthorized).toBe(1);
  });

  it("reads the host's message from the error answer of a call whose success is binary (Node's Buffer and the browser's ArrayBuffer)", async () => {
    const audio = defineEndpoint({ method: 'GET', path: '/audio', access: 'user', tags: [], summary: 'audio', response: 'binary' });
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: "No voice 'x:y'." };
    for (const adapter of ['http', 'fetch'] as const) {
      const url = await hostAnswering([{ status: 422, body }]);
      await expect(callEndpoint(createHttpClient({ baseURL: url, adapter }), audio, {}), adapter).rejects.toMatchObject({ status: 422, message: "No voice 'x:y'." });
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it('refuses an answer that does not match the contract', async () => {
    const url = await hostAnswering([{ status: 200, body: { id: 'not a number' } }]);
    const client = createAccountsClient(createHttpClient({ baseURL: url, adapter: 'http', getToken: () => 't' }));
    await expect(client.me()).rejects.toThrow(/does not match the contract/);
  });
});
