import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@speechdeck/core';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/server/testing';
import { createTtsClient } from '../client/tts-client.ts';
import { ttsServerPlugin } from './index.ts';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ plugins: [ttsServerPlugin] });
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

  it('is in the host\'s OpenAPI document, generated from the plugin\'s contract', async () => {
    const doc = (await (await fetch(`${host.url}/api/docs/json`)).json()) as { paths: Record<string, { post?: { tags?: string[] } }> };
    expect(doc.paths['/api/tts/send-tts']?.post?.tags).toEqual(['tts']);
  });
});
