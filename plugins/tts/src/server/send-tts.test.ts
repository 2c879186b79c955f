import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@speechdeck/core';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/server/testing';
import { createTtsClient } from '../client/tts-client.ts';
import { ttsServerPlugin } from './index.ts';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({
    plugins: [ttsServerPlugin],
    env: { SPEECHDECK_TTS_MAIL_MAX_PER_USER: '4', SPEECHDECK_TTS_MAIL_MAX_PER_RECIPIENT: '3', SPEECHDECK_TTS_MAIL_WINDOW_SECONDS: '3600' },
  });
});
afterAll(() => host.close());

describe('POST /api/tts/send-tts', () => {
  it('sends the e-mail with the HTML body sanitized', async () => {
    const { token } = await confirmedUser(host, 'jack@example.com');
    await createTtsClient(createHttpClient({ baseURL: host.url, adapter: 'http', getToken: () => token })).sendTts({
      receiverEmail: 'friend@example.com',
      emailSubject: 'Your synthesis',
      emailBody: '<p style="text-align:center">Hello <b>there</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    });
    const mail = host.lastMailTo('friend@example.com').raw;
    expect(mail).toMatch(/Subject: Your synthesis/);
    expect(mail).toMatch(/Hello <b>there<\/b>/);
    expect(mail).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('needs a bearer token and a valid receiver', async () => {
    const body = JSON.stringify({ receiverEmail: 'a@example.com', emailSubject: 's', emailBody: 'b' });
    const anonymous = await fetch(`${host.url}/api/tts/send-tts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    const { token } = await confirmedUser(host, 'kim@example.com');
    const bad = await fetch(`${host.url}/api/tts/send-tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ receiverEmail: 'nope', emailSubject: 's', emailBody: 'b' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.receiverEmail).toBeDefined();
  });

  it('limits how many mails one user sends and one address receives, with 429 and Retry-After; the window passing frees both', async () => {
    const send = (token: string, receiverEmail: string) => fetch(`${host.url}/api/tts/send-tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ receiverEmail, emailSubject: 'Hi', emailBody: '<p>hello</p>' }),
    });
    const limited = async (answer: Response, message: RegExp) => {
      expect(answer.status).toBe(429);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    };
    const { token: liz } = await confirmedUser(host, 'liz@example.com');
    const { token: max } = await confirmedUser(host, 'max@example.com');
    const outsider = 'outsider@example.org';
    const before = host.outbox().length;

    expect([(await send(liz, outsider)).status, (await send(max, outsider)).status, (await send(max, 'OUTSIDER@example.org')).status]).toEqual([200, 200, 200]);
    await limited(await send(liz, outsider), /^Too many e-mails were sent to this address\. Try again in \d+ min\.$/);
    expect((await send(liz, 'other@example.org')).status).toBe(200);
    expect((await send(liz, 'third@example.org')).status).toBe(200);
    expect((await send(liz, 'fourth@example.org')).status).toBe(200);
    await limited(await send(liz, 'fifth@example.org'), /^You have sent too many e-mails\./);
    expect(host.outbox().length - before).toBe(6);

    host.clock.advance(3601 * 1000);
    expect((await send(liz, outsider)).status).toBe(200);
  });

  it('is in the host\'s OpenAPI document, generated from the plugin\'s contract', async () => {
    const doc = (await (await fetch(`${host.url}/api/docs/json`)).json()) as { paths: Record<string, { post?: { tags?: string[] } }> };
    expect(doc.paths['/api/tts/send-tts']?.post?.tags).toEqual(['tts']);
  });
});
