import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, librivoxClips, startTestHost, type TestHost } from '@speechdeck/testing';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

const clip = librivoxClips()[0]!;
let media: Server;
let mediaUrl = '';
let requests = 0;
let strict: TestHost;
let lenient: TestHost;

beforeAll(async () => {
  media = createServer((request, response) => {
    requests++;
    if (request.url === '/to-private') return void response.writeHead(302, { location: 'http://10.0.0.1/x.wav' }).end();
    response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': statSync(clip.wav).size });
    createReadStream(clip.wav).pipe(response);
  });
  await new Promise<void>((done) => media.listen(0, '127.0.0.1', done));
  const address = media.address();
  mediaUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  strict = await startTestHost({ plugins: recognitionPlugins });
  lenient = await startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_FETCH_ALLOW_LOOPBACK: '1' } });
});
afterAll(async () => {
  await Promise.all([strict.close(), lenient.close()]);
  await new Promise((done) => media.close(done));
});

const post = (host: TestHost, token: string, path: string) => fetch(`${host.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

describe('links fetched for the user (downloadVideo, uploadLink)', () => {
  it('refuses loopback, private, link-local and v4-mapped addresses without connecting', async () => {
    const { token } = await confirmedUser(strict, 'links@example.com');
    for (const link of [`${mediaUrl}/clip.wav`, 'http://10.1.2.3/a.mp4', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:127.0.0.1]/a.wav', 'http://[::1]/a.wav', 'file:///etc/passwd']) {
      const response = await post(strict, token, `/api/stt/downloadVideo?link=${encodeURIComponent(link)}`);
      expect(response.status, link).toBe(400);
    }
    expect(requests).toBe(0);
  });

  it('with loopback allowed (tests only) streams the media back, and uploadLink stores it for recognition', async () => {
    const { token } = await confirmedUser(lenient, 'links@example.com');
    const download = await post(lenient, token, `/api/stt/downloadVideo?link=${encodeURIComponent(`${mediaUrl}/clip.wav`)}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('audio/wav');
    expect((await download.arrayBuffer()).byteLength).toBe(statSync(clip.wav).size);
    const stored = await post(lenient, token, `/api/stt/uploadLink?link=${encodeURIComponent(`${mediaUrl}/clip.wav`)}`);
    const body = (await stored.json()) as { fn: string; duration: number; originalName: string };
    expect(stored.status).toBe(200);
    expect(body.originalName).toBe('clip.wav');
    expect(body.duration).toBeGreaterThan(1);
    const redirected = await post(lenient, token, `/api/stt/downloadVideo?link=${encodeURIComponent(`${mediaUrl}/to-private`)}`);
    expect(redirected.status).toBe(400);
  });
});
