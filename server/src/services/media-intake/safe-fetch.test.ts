import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFUSED_ADDRESS_MESSAGE } from './fetch-errors.ts';
import { safeFetchStream, safeFetchToFile, type SafeFetchOptions } from './safe-fetch.ts';

// Only loopback traffic: one local server; every other address must be refused before connecting.
const body = Buffer.alloc(1000, 7);
let server: Server;
let base: string;
let requests: string[] = [];
let dir: string;
const openSockets = new Set<net.Socket>();

const routes: Record<string, (res: ServerResponse, url: URL) => void> = {
  '/file.bin': (res) => {
    res.writeHead(200, {
      'content-type': 'audio/mpeg',
      'content-length': body.length,
      'content-disposition': `attachment; filename="fallback.mp3"; filename*=UTF-8''t%C3%BCrk%C3%A7e%20kay%C4%B1t.mp3`,
    });
    res.end(body);
  },
  '/media/song.ogg': (res) => {
    res.writeHead(200, { 'content-type': 'audio/ogg' });
    res.end(body);
  },
  '/redirect': (res, url) => redirect(res, url.searchParams.get('to')!),
  '/relative/start': (res) => redirect(res, '../media/song.ogg'),
  '/loop': (res) => redirect(res, '/loop'),
  '/chain': (res, url) => {
    const left = Number(url.searchParams.get('n'));
    if (left === 0) routes['/file.bin']!(res, url);
    else redirect(res, `/chain?n=${left - 1}`);
  },
  '/big': (res) => {
    res.writeHead(200, { 'content-length': 10_000 });
    res.end(Buffer.alloc(10_000));
  },
  '/chunked': (res) => {
    res.writeHead(200, { 'content-type': 'video/webm' });
    let sent = 0;
    const timer = setInterval(() => {
      res.write(Buffer.alloc(1000));
      if ((sent += 1000) >= 10_000) {
        clearInterval(timer);
        res.end();
      }
    }, 5);
    res.on('close', () => clearInterval(timer));
  },
  '/hang': () => {},
  '/drip': (res) => {
    res.writeHead(200, { 'content-length': 1_000_000 });
    const timer = setInterval(() => res.write('x'), 50);
    res.on('close', () => clearInterval(timer));
  },
  '/missing': (res) => {
    res.writeHead(404);
    res.end('no');
  },
  '/no-location': (res) => {
    res.writeHead(302);
    res.end();
  },
};

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}

const options = (overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: 5000,
  timeoutMs: 5000,
  allowLoopback: true,
  ...overrides,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url!);
    const url = new URL(req.url!, 'http://127.0.0.1');
    const route = routes[url.pathname];
    if (route) route(res, url);
    else res.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of openSockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

let connects: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  requests = [];
  dir = await mkdtemp(join(tmpdir(), 'safe-fetch-'));
  // Every outgoing connection goes through Socket#connect: counting them proves refusals happen before connecting.
  connects = vi.spyOn(net.Socket.prototype, 'connect');
});

afterEach(async () => {
  connects.mockRestore();
  await rm(dir, { recursive: true, force: true });
});

async function expectHttpError(promise: Promise<unknown>, statusCode: number, message?: string | RegExp) {
  const error = await promise.then(
    () => expect.fail('expected an error'),
    (e: unknown) => e as { statusCode: number; message: string },
  );
  expect(error.statusCode).toBe(statusCode);
  if (message) expect(error.message).toMatch(message);
}

describe('safeFetchToFile', () => {
  it('downloads a file with its type and Content-Disposition name', async () => {
    const dest = join(dir, 'out.bin');
    const fetched = await safeFetchToFile(`${base}/file.bin`, dest, options());
    expect(fetched).toEqual({ bytes: 1000, contentType: 'audio/mpeg', finalUrl: `${base}/file.bin`, fileName: 'türkçe kayıt.mp3' });
    expect(await readFile(dest)).toEqual(body);
    expect(await readdir(dir)).toEqual(['out.bin']);
  });

  it('takes the name from the URL path and follows relative redirects', async () => {
    const fetched = await safeFetchToFile(`${base}/relative/start`, join(dir, 'a'), options());
    expect(fetched.finalUrl).toBe(`${base}/media/song.ogg`);
    expect(fetched.fileName).toBe('song.ogg');
    expect(fetched.contentType).toBe('audio/ogg');
  });

  it('reaches a local server by the name localhost when loopback is allowed', async () => {
    const port = new URL(base).port;
    const fetched = await safeFetchToFile(`http://localhost:${port}/file.bin`, join(dir, 'a'), options());
    expect(fetched.bytes).toBe(1000);
  });

  it('refuses loopback by default without sending a request', async () => {
    const port = new URL(base).port;
    for (const link of [`${base}/file.bin`, `http://localhost:${port}/file.bin`, `http://[::1]:${port}/file.bin`, `http://0x7f.1:${port}/`, `http://2130706433:${port}/`]) {
      await expectHttpError(safeFetchToFile(link, join(dir, 'a'), options({ allowLoopback: false })), 400, REFUSED_ADDRESS_MESSAGE);
    }
    expect(requests).toEqual([]);
    expect(connects).not.toHaveBeenCalled();
    expect(await readdir(dir)).toEqual([]);
  });

  it('follows a redirect to 127.0.0.1 when loopback is allowed', async () => {
    const fetched = await safeFetchToFile(`${base}/redirect?to=${encodeURIComponent(`${base}/file.bin`)}`, join(dir, 'a'), options());
    expect(fetched.finalUrl).toBe(`${base}/file.bin`);
    expect(requests).toEqual([expect.stringMatching(/^\/redirect/), '/file.bin']);
    expect(connects).toHaveBeenCalledTimes(2);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]:PORT/file.bin',
    'http://[::ffff:7f00:1]:PORT/file.bin',
    'http://0.0.0.0:PORT/file.bin',
    'http://127.0.0.2:PORT/file.bin',
    'http://100.64.0.1/',
    'http://192.168.1.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
  ])('refuses a redirect to %s without connecting to it', async (target) => {
    const to = target.replace('PORT', new URL(base).port);
    await expectHttpError(safeFetchToFile(`${base}/redirect?to=${encodeURIComponent(to)}`, join(dir, 'a'), options()), 400, REFUSED_ADDRESS_MESSAGE);
    expect(requests).toHaveLength(1);
    expect(connects).toHaveBeenCalledTimes(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it.each(['ftp://127.0.0.1/file', 'file:///etc/passwd', 'gopher://127.0.0.1/', 'not a link', 'http://user:secret@127.0.0.1/'])('refuses the link %s', async (link) => {
    await expectHttpError(safeFetchToFile(link, join(dir, 'a'), options()), 400);
    expect(connects).not.toHaveBeenCalled();
  });

  it('refuses a redirect to another scheme', async () => {
    await expectHttpError(safeFetchToFile(`${base}/redirect?to=file:///etc/passwd`, join(dir, 'a'), options()), 400, /http and https/);
  });

  it('refuses a declared size over the limit before reading the body', async () => {
    await expectHttpError(safeFetchToFile(`${base}/big`, join(dir, 'a'), options()), 413, /limit of 4\.9 KiB/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('stops an undeclared body at the limit and leaves no partial file', async () => {
    await expectHttpError(safeFetchToFile(`${base}/chunked`, join(dir, 'a'), options()), 413);
    expect(await readdir(dir)).toEqual([]);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const started = Date.now();
    await expectHttpError(safeFetchToFile(`${base}/hang`, join(dir, 'a'), options({ timeoutMs: 300 })), 504, /within 1 s/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up on a body that trickles past the timeout and leaves no partial file', async () => {
    const started = Date.now();
    await expectHttpError(safeFetchToFile(`${base}/drip`, join(dir, 'a'), options({ timeoutMs: 400, maxBytes: 2_000_000 })), 504);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await readdir(dir)).toEqual([]);
  });

  it('follows 5 redirects but not 6, nor a loop', async () => {
    expect((await safeFetchToFile(`${base}/chain?n=5`, join(dir, 'a'), options())).bytes).toBe(1000);
    await expectHttpError(safeFetchToFile(`${base}/chain?n=6`, join(dir, 'b'), options()), 502, /more than 5 times/);
    requests = [];
    await expectHttpError(safeFetchToFile(`${base}/loop`, join(dir, 'c'), options()), 502, /more than 5 times/);
    expect(requests).toHaveLength(6);
  });

  it('reports upstream errors clearly', async () => {
    await expectHttpError(safeFetchToFile(`${base}/missing`, join(dir, 'a'), options()), 502, "The link's server answered 404 Not Found.");
    await expectHttpError(safeFetchToFile(`${base}/no-location`, join(dir, 'a'), options()), 502, /without a target/);
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectHttpError(safeFetchToFile(`http://127.0.0.1:${port}/`, join(dir, 'a'), options()), 502, /Could not reach/);
    expect(await readdir(dir)).toEqual([]);
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('client went away')), 100);
    await expect(safeFetchToFile(`${base}/hang`, join(dir, 'a'), options({ signal: controller.signal }))).rejects.toThrow('client went away');
  });
});

describe('safeFetchStream', () => {
  it('streams the body with its headers for proxying', async () => {
    const fetched = await safeFetchStream(`${base}/file.bin`, options());
    expect(fetched).toMatchObject({ contentType: 'audio/mpeg', contentLength: 1000, finalUrl: `${base}/file.bin`, fileName: 'türkçe kayıt.mp3' });
    const chunks: Buffer[] = [];
    for await (const chunk of fetched.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(body);
  });

  it('refuses a declared size over the limit before answering', async () => {
    await expectHttpError(safeFetchStream(`${base}/big`, options()), 413);
  });

  it('errors the stream when an undeclared body passes the limit', async () => {
    const fetched = await safeFetchStream(`${base}/chunked`, options());
    expect(fetched.contentLength).toBeNull();
    let received = 0;
    const reading = (async () => {
      for await (const chunk of fetched.stream) received += (chunk as Buffer).length;
    })();
    await expectHttpError(reading, 413);
    expect(received).toBeLessThanOrEqual(5000);
  });

  it('keeps the timeout error for a caller that starts reading late', async () => {
    const fetched = await safeFetchStream(`${base}/drip`, options({ timeoutMs: 200, maxBytes: 2_000_000 }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expectHttpError(
      (async () => {
        for await (const _chunk of fetched.stream);
      })(),
      504,
    );
  });

  it('errors the stream at the timeout', async () => {
    const fetched = await safeFetchStream(`${base}/drip`, options({ timeoutMs: 300, maxBytes: 2_000_000 }));
    await expectHttpError(
      (async () => {
        for await (const _chunk of fetched.stream);
      })(),
      504,
    );
  });
});
