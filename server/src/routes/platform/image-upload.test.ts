import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startTestHost, type TestHost } from '../../testing/index.ts';

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

const imagesDir = () => {
  try {
    return readdirSync(join(host.dataDir, 'images'));
  } catch {
    return [];
  }
};

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
    const before = imagesDir().length;
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png');
    expect(html.status).toBe(415);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'photo.png', 'image/png');
    expect(svg.status).toBe(415);
    expect(imagesDir()).toHaveLength(before);
  });

  it('answers 413 to an oversized file and leaves no partial file behind', async () => {
    const before = imagesDir().length;
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT * 2)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than the limit of 64\.0 KiB/);
    expect(imagesDir()).toHaveLength(before);
  });

  it('a file just over the limit, within the envelope allowance, is also refused with no partial file', async () => {
    const before = imagesDir().length;
    const response = await upload(Buffer.concat([PNG, Buffer.alloc(LIMIT)]), 'edge.png', 'image/png');
    expect(response.status).toBe(413);
    expect(imagesDir()).toHaveLength(before);
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
