// @backends editor images in a bucket
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isScratchName } from '@speechdeck/core/server';
import { confirmedUser, mediaFilesOf, multipartBody, openDescriptors, sendRaw, startTestHost, type FormPart, type TestHost } from '@speechdeck/testing';

const LIMIT = 64 * 1024;
let host: TestHost;
let token = '';
beforeAll(async () => {
  host = await startTestHost({ env: { SPEECHDECK_IMAGE_MAX_BYTES: String(LIMIT) } });
  token = (await confirmedUser(host, 'ivy@example.com')).token;
});
afterAll(() => host.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

function upload(content: Buffer, filename: string, type: string, auth = token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), filename);
  return fetch(`${host.url}/v1/image`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
}

/** The images stored and those being written (in the bucket pass, where the images folder is not used). */
const imageFiles = () => mediaFilesOf(host, 'images', 'images');

describe('POST /v1/image', () => {
  it('stores a PNG under a generated name and serves it back with its type and nosniff', async () => {
    const response = await upload(PNG, '../../evil name.png', 'image/png');
    expect(response.status).toBe(200);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/v1\/image\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${host.url}${imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses HTML and SVG renamed to .png (content, not name, decides) and keeps nothing', async () => {
    const before = (await imageFiles()).length;
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png');
    expect(html.status).toBe(415);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'photo.png', 'image/png');
    expect(svg.status).toBe(415);
    expect(await imageFiles()).toHaveLength(before);
  });

  it('answers 413 to an oversized file and leaves no partial file behind', async () => {
    const before = (await imageFiles()).length;
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT * 2)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than the limit of 64\.0 KiB/);
    expect(await imageFiles()).toHaveLength(before);
  });

  it('a file just over the limit, within the envelope allowance, is also refused with no partial file', async () => {
    const before = (await imageFiles()).length;
    const response = await upload(Buffer.concat([PNG, Buffer.alloc(LIMIT)]), 'edge.png', 'image/png');
    expect(response.status).toBe(413);
    expect(await imageFiles()).toHaveLength(before);
  });

  it('needs a logged-in user, and a file', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', '')).status).toBe(401);
    const form = new FormData();
    form.append('other', 'x');
    const empty = await fetch(`${host.url}/v1/image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(empty.status).toBe(400);
  });

  it('unknown or malformed image names are 404', async () => {
    expect((await fetch(`${host.url}/v1/image/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${host.url}/v1/image/..%2Fspeechdeck.sqlite`)).status).toBe(404);
  });
});

describe('POST /v1/image with bodies no browser sends', () => {
  const BOUNDARY = 'XyZ';
  const fields = (count: number): FormPart[] => Array.from({ length: count }, (_, i) => ({ name: `f${i + 1}`, value: 'v' }));
  const image: FormPart = { name: 'file', filename: 'a.png', value: PNG };
  const send = (parts: FormPart[], options: { cut?: boolean; leaveOn?: AbortSignal } = {}) => sendRaw(host.url, {
    path: '/v1/image',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartBody(BOUNDARY, parts, options.cut),
    leaveOn: options.leaveOn,
  });

  it('takes up to 20 fields besides the file, and answers 413 saying so to a 21st, keeping nothing', async () => {
    expect((await send([...fields(20), image])).status).toBe(200);
    const before = await imageFiles();
    const answer = await send([...fields(21), image]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/Too many form fields: send at most 20/);
    expect(await imageFiles()).toEqual(before);
  });

  it('a second file is refused with 413 and the first one is not kept either', async () => {
    const before = await imageFiles();
    const answer = await send([image, { ...image, name: 'file2' }]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/Send one file, in the 'file' field/);
    expect(await imageFiles()).toEqual(before);
  });

  it('a body that ends in the middle of the file is a 400, with no partial file', async () => {
    const before = await imageFiles();
    const answer = await send([image], { cut: true });
    expect(answer.status).toBe(400);
    expect(await imageFiles()).toEqual(before);
  });

  it('clients that leave mid-file or after too many fields leave no partial file and no open descriptor', async () => {
    const before = await imageFiles();
    const descriptors = openDescriptors();
    const clients = Array.from({ length: 20 }, () => new AbortController());
    let answered = 0;
    const attacks = clients.map((client, i) =>
      send(i % 2 ? [image] : [...fields(21), image], { cut: true, leaveOn: client.signal }).then(() => void (answered += 1)));
    // Each attack has reached the host: it answered, or it is writing the file.
    await vi.waitFor(async () => expect(answered + (await imageFiles()).filter(isScratchName).length).toBe(attacks.length), { timeout: 10_000 });
    for (const client of clients) client.abort();
    await Promise.all(attacks);
    await vi.waitFor(async () => {
      expect(await imageFiles()).toEqual(before);
      expect(openDescriptors()).toBeLessThanOrEqual(descriptors);
    }, { timeout: 10_000 });
    expect((await upload(PNG, 'after.png', 'image/png')).status).toBe(200);
  });
});
