import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isScratchName } from '@speechdeck/core/server';
import {
  confirmedUser, librivoxClips, mediaFilesOf, multipartBody, openDescriptors, override, sendRaw, startTestHost, uploadTo, type FormPart, type TestHost,
} from '@speechdeck/testing';
import { fakeAsr, spokenOver } from '../testing/index.ts';
import { asrRef } from '@speechdeck/engines/recognition';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

const IDLE_SECONDS = 0.5;
/** A recognizer that takes three times the idle timeout, during which the connection carries nothing. */
const slowAsr = fakeAsr(async (wav, options) => {
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 3000));
  return spokenOver(wav, options);
});
let host: TestHost;
let token = '';
let userId = 0;
beforeAll(async () => {
  host = await startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_UPLOAD_IDLE_SECONDS: String(IDLE_SECONDS) }, overrides: [override(asrRef, slowAsr)] });
  ({ token, id: userId } = await confirmedUser(host, 'uploader@example.com'));
});
afterAll(() => host.close());

const BOUNDARY = 'XyZ';
const wavStart: FormPart = { name: 'file', filename: 'a.wav', value: Buffer.from('RIFF$\0\0\0WAVEfmt ', 'latin1') };
const fields = (count: number): FormPart[] => Array.from({ length: count }, (_, i) => ({ name: `f${i + 1}`, value: 'v' }));
const mediaFiles = () => mediaFilesOf(host, userId);
const send = (path: string, body: Buffer, extra: { declaredLength?: number; contentType?: string } = {}) => sendRaw(host.url, {
  path,
  headers: { authorization: `Bearer ${token}`, 'content-type': extra.contentType ?? `multipart/form-data; boundary=${BOUNDARY}` },
  body,
  declaredLength: extra.declaredLength,
});

const UPLOAD_ROUTES = ['/api/stt/uploadFile', '/api/stt/recognize?language=en', '/api/stt/recognizeQueue?language=en'];

describe('uploads that never finish', () => {
  it('a body that stops mid-file gets 408 and a closed connection on every upload route, leaving no partial file and no descriptor', { timeout: 30_000 }, async () => {
    const before = await mediaFiles();
    const descriptors = openDescriptors();
    const answers = await Promise.all(UPLOAD_ROUTES.flatMap((path) => Array.from({ length: 5 }, () =>
      send(path, multipartBody(BOUNDARY, [wavStart], true), { declaredLength: 1_000_000 }))));
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(answer.closedByHost).toBe(true);
    }
    await vi.waitFor(async () => {
      expect(await mediaFiles()).toEqual(before);
      expect(openDescriptors()).toBeLessThanOrEqual(descriptors);
    }, { timeout: 10_000 });
  });

  it('21 fields before the file get 413 saying so, and nothing is stored', async () => {
    const before = await mediaFiles();
    for (const path of UPLOAD_ROUTES) {
      const answer = await send(path, multipartBody(BOUNDARY, [...fields(21), { ...wavStart, value: Buffer.alloc(1000) }]));
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body).message).toMatch(/Too many form fields/);
    }
    expect(await mediaFiles()).toEqual(before);
  });

  it('a multipart content type without its boundary is a 400, not a 500', async () => {
    for (const path of [...UPLOAD_ROUTES, '/api/stt/recognizeQueue?language=en&id=no-boundary-01']) {
      const answer = await send(path, Buffer.from('--XyZ\r\n'), { contentType: 'multipart/form-data' });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).message).toMatch(/boundary/);
    }
  });
});

describe('the idle timeout times the upload only', () => {
  it('a synchronous recognition longer than the idle timeout answers 200, and no scratch stays in the media folder', async () => {
    // Recognizing takes 1.5 s here, during which the connection carries nothing.
    const clip = librivoxClips()[0]!;
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?language=en`, token, clip.wav);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('done');
    expect((await mediaFiles()).filter(isScratchName)).toEqual([]);
  });
});
