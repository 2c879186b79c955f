// @backends uploads kept in a bucket too
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
let token = '';
beforeAll(async () => {
  host = await startTestHost();
  token = (await confirmedUser(host, 'form@example.com')).token;
});
afterAll(() => host.close());

it('a multipart content type without its boundary is the client\'s mistake: 400 saying what is missing', async () => {
  const response = await fetch(`${host.url}/v1/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--XyZ--\r\n',
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toMatch(/needs its boundary parameter/);
});
