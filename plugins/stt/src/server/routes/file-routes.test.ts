import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mediaFilesOf, startTestHost, type TestHost } from '@speechdeck/testing';
import { recognitionPlugins } from '../testing/recognition-plugins.ts';

const LIMIT = 64 * 1024;
const CLIP = Buffer.alloc(40_000, 7);
let media: Server;
let mediaUrl = '';
/** Resolves when the media server sees the connection of a /trickle request close. */
let trickleClosed: Promise<void> = Promise.resolve();
let limited: TestHost;
let patient: TestHost;
let limitedUser = { token: '', id: 0 };
let patientUser = { token: '', id: 0 };

const routes: Record<string, (response: ServerResponse) => void> = {
  '/clip.bin': (response) => response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': CLIP.length }).end(CLIP),
  // As a 3 GB stream would, scaled to the limit: no declared length, more than the limit.
  '/endless': (response) => {
    response.writeHead(200, { 'content-type': 'video/mp4' });
    const timer = setInterval(() => response.write(Buffer.alloc(16 * 1024)), 1);
    response.on('close', () => clearInterval(timer));
  },
  // One byte at a time, declared small enough: only the timeout stops it.
  '/trickle': (response) => {
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 1000 });
    const timer = setInterval(() => response.write('x'), 100);
    trickleClosed = new Promise((closed) => response.on('close', () => {
      clearInterval(timer);
      closed();
    }));
  },
};

beforeAll(async () => {
  media = createServer((request, response) => {
    const route = routes[request.url!];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => media.listen(0, '127.0.0.1', done));
  const address = media.address();
  mediaUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const loopback = { SPEECHDECK_FETCH_ALLOW_LOOPBACK: '1' };
  limited = await startTestHost({ plugins: recognitionPlugins, env: { ...loopback, SPEECHDECK_FETCH_MAX_BYTES: String(LIMIT), SPEECHDECK_FETCH_TIMEOUT_SECONDS: '1' } });
  patient = await startTestHost({ plugins: recognitionPlugins, env: loopback });
  limitedUser = await confirmedUser(limited, 'limits@example.com');
  patientUser = await confirmedUser(patient, 'patient@example.com');
});
afterAll(async () => {
  await Promise.all([limited.close(), patient.close()]);
  media.closeAllConnections();
  await new Promise((done) => media.close(done));
});

const download = (host: TestHost, token: string, path: string, init: RequestInit = {}) =>
  fetch(`${host.url}/api/stt/downloadVideo?link=${encodeURIComponent(`${mediaUrl}${path}`)}`, { ...init, method: 'POST', headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });

// mediaFilesOf: what the user has stored or left in their work dir; the download's scratch file stays in neither.
describe('downloadVideo', () => {
  it('answers the whole file with its length, and keeps no copy', async () => {
    const response = await download(limited, limitedUser.token, '/clip.bin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(CLIP.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(CLIP)).toBe(true);
    expect(await mediaFilesOf(limited, limitedUser.id)).toEqual([]);
    // The link is in the query: an empty JSON body, as some clients send, is no body.
    const withEmptyJson = await download(limited, limitedUser.token, '/clip.bin', { headers: { 'content-type': 'application/json' }, body: '' });
    expect(withEmptyJson.status).toBe(200);
  });

  it('answers 413, not a 200 cut short, for a stream past SPEECHDECK_FETCH_MAX_BYTES; nothing stays on disk', async () => {
    const response = await download(limited, limitedUser.token, '/endless');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than the limit of 64/);
    expect(await mediaFilesOf(limited, limitedUser.id)).toEqual([]);
  });

  it('answers 504 for a trickle past SPEECHDECK_FETCH_TIMEOUT_SECONDS; nothing stays on disk', async () => {
    const response = await download(limited, limitedUser.token, '/trickle');
    expect(response.status).toBe(504);
    expect(((await response.json()) as { message: string }).message).toMatch(/did not finish downloading within 1 s/);
    expect(await mediaFilesOf(limited, limitedUser.id)).toEqual([]);
  });

  it('stops fetching when its client leaves, long before the timeout', async () => {
    const leaving = new AbortController();
    const response = download(patient, patientUser.token, '/trickle', { signal: leaving.signal });
    await new Promise((started) => setTimeout(started, 300));
    leaving.abort();
    await expect(response).rejects.toThrow();
    // With a 120 s timeout, only the client leaving closes the host's connection to the link.
    await trickleClosed;
    await expect.poll(() => mediaFilesOf(patient, patientUser.id)).toEqual([]);
  });
});

describe('toSrt of a result sent as JSON', () => {
  const result = (segments: object[]) => ({
    processId: 'forged', userId: 1, fn: 'forged.wav', language: 'en', status: 'done', error: null, progress: 1, duration: 1,
    createdAt: '2026-01-01T00:00:00.000Z', text: '', notes: [], engine: null,
    options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false },
    segments: segments.map((segment, position) => ({ position, spk: null, kw: [], oa: null, words: [], ...segment })),
  });
  const toSrt = (json: unknown) =>
    fetch(`${limited.url}/api/stt/toSrt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${limitedUser.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json }),
    });

  it('refuses forged times with a 400 that says why', async () => {
    for (const start of [1e300, -5]) {
      const response = await toSrt(result([{ start, end: 1e300, sent: 'When?' }]));
      expect(response.status, String(start)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/time cannot (pass 1000 hours|be negative)/);
    }
  });

  it('turns a 990 KB segment into valid cues, with no control character in them', async () => {
    const response = await toSrt(result([{ start: 0, end: 600, sent: `${'ab '.repeat(330_000)}\u0000\u001b[2J` }]));
    expect(response.status).toBe(200);
    const srt = await response.text();
    const cues = srt.trimEnd().split('\n\n');
    expect(cues.length).toBeGreaterThan(11_000);
    expect(cues.at(-1)).toMatch(/^\d+\n00:09:5\d,\d{3} --> 00:10:00,\d{3}\nab ab .*\n.*\[2J$/);
    expect(srt).not.toMatch(/[^\P{Cc}\n]/u);
  });
});
