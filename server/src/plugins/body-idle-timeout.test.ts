// @backends an idle upload leaves nothing in a bucket either
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmedUser, mediaFilesOf, multipartBody, openDescriptors, sendRaw, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
let token = '';
beforeAll(async () => {
  host = await startTestHost({ env: { SPEECHDECK_UPLOAD_IDLE_SECONDS: '1' } });
  token = (await confirmedUser(host, 'slow@example.com')).token;
});
afterAll(() => host.close());

const BOUNDARY = 'XyZ';
// The body: the file part starts, a few bytes of a WAV header, then nothing more.
const cutOffUpload = multipartBody(BOUNDARY, [{ name: 'file', filename: 'a.wav', value: Buffer.from('RIFF$\0\0\0WAVEfmt ', 'latin1') }], true);

const imageFiles = () => mediaFilesOf(host, 'images', 'images');

describe('a request body that stops arriving', () => {
  it('gets 408 and a closed connection after the idle timeout, leaving no partial file and no open descriptor', { timeout: 20_000 }, async () => {
    // The store's connections (PostgreSQL's pool grows with concurrent requests) are open before counting.
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${host.url}/user/me`, { headers: { authorization: `Bearer ${token}` } })));
    const before = openDescriptors();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendRaw(host.url, {
      path: '/v1/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: cutOffUpload,
      declaredLength: 100_000,
    })));
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(answer.closedByHost).toBe(true);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 408, message: expect.stringMatching(/Nothing arrived for 1 s/) });
    }
    expect(await imageFiles()).toEqual([]);
    await vi.waitFor(() => expect(openDescriptors()).toBeLessThanOrEqual(before));
  });

  it('is bounded the same way for a JSON body', { timeout: 20_000 }, async () => {
    const answer = await sendRaw(host.url, {
      path: '/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"slow@exa',
      declaredLength: 4096,
    });
    expect(answer.status).toBe(408);
    expect(answer.closedByHost).toBe(true);
  });

  it('a body sent in full but slowly, with pauses shorter than the timeout, is received', { timeout: 20_000 }, async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const body = multipartBody(BOUNDARY, [{ name: 'file', filename: 'a.png', value: png }]);
    const answer = await sendRaw(host.url, {
      path: '/v1/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      pauses: { every: Math.ceil(body.length / 4), ms: 400 },
    });
    expect(answer.status, answer.body).toBe(200);
  });
});
