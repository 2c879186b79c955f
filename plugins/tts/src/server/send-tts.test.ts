import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@speechdeck/core';
import { confirmedUser, mediaFilesOf, override, startTestHost, type TestHost } from '@speechdeck/testing';
import { createTtsClient } from '../client/tts-client.ts';
import type { Synthesis } from '../contract/tts-api.ts';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { quickSynthesizer, untilAborted } from './testing/quick-synthesizer.ts';
import { ttsServerPlugin } from './index.ts';

// The route over HTTP, with a synthesizer that answers at once (the host's real voices, noise at a
// voice's pace for speech: quickSynthesizer); encoding and mailing the audio are real. A text that
// starts "Hold on" is held until its synthesis is stopped.
const quick = quickSynthesizer();
quick.before = (input, signal) => (input.text.startsWith('Hold on') ? untilAborted(signal) : undefined);

const PUBLIC_URL = 'https://speech.example.org';
// Short speech as mp3 or ogg fits; a sentence as WAV (some 100 KB) does not.
const ATTACHMENT_MAX_BYTES = 60_000;

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({
    plugins: [ttsServerPlugin],
    overrides: [override(synthesizerRef, quick)],
    env: {
      SPEECHDECK_TTS_MAIL_MAX_PER_USER: '4', SPEECHDECK_TTS_MAIL_MAX_PER_RECIPIENT: '3', SPEECHDECK_TTS_MAIL_WINDOW_SECONDS: '3600',
      SPEECHDECK_TTS_MAIL_MAX_ATTACHMENT_BYTES: String(ATTACHMENT_MAX_BYTES), SPEECHDECK_PUBLIC_URL: PUBLIC_URL,
    },
  });
});
afterAll(() => host.close());

const ttsClient = (token: string) => createTtsClient(createHttpClient({ baseURL: host.url, adapter: 'http', getToken: () => token }));

function post(path: string, token: string, body: unknown) {
  return fetch(`${host.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

/** A done synthesis of the user's, queued and waited for. */
async function synthesized(token: string, text: string, format: 'wav' | 'mp3' | 'ogg' = 'mp3'): Promise<Synthesis> {
  const tts = ttsClient(token);
  const { id } = await tts.synthesizeQueue({ text, language: 'en', format });
  for (let i = 0; i < 400; i++) {
    const synthesis = await tts.synthesis(id);
    if (synthesis.status === 'done') return synthesis;
    expect(synthesis.status).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`synthesis ${id} did not finish`);
}

interface Attachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** The newest outbox message to `to`, undecoded (base64 attachments intact), and its attachments. */
function mailTo(to: string): { raw: string; attachments: Attachment[] } {
  const mail = host.outbox().reverse().find((m) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(m.raw));
  if (!mail) throw new Error(`no mail to ${to}`);
  // nodemailer ends the lines of attachment parts with CRLF whatever its newline option says.
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [];
  const attachments = parts.flatMap((part) => {
    const [head = '', ...body] = part.replace(/^\n/, '').split('\n\n');
    const headers = head.replace(/\n[ \t]+/g, ' ');
    if (!/^Content-Disposition: attachment/mi.test(headers)) return [];
    return [{
      filename: /filename="?([^";\n]+)"?/i.exec(headers)![1]!,
      contentType: /^Content-Type: ([^;\n]+)/mi.exec(headers)![1]!,
      bytes: Buffer.from(body.join('\n\n').replace(/\s+/g, ''), 'base64'),
    }];
  });
  return { raw, attachments };
}

/** A mail's text and HTML parts, decoded (nodemailer writes text with non-ASCII letters quoted-printable). */
function mailParts(raw: string): { text: string; html: string } {
  const part = (type: string) => {
    const body = new RegExp(`Content-Type: text/${type}.*\\nContent-Transfer-Encoding: quoted-printable\\n\\n([\\s\\S]*?)\\n--`).exec(raw)?.[1];
    if (body === undefined) throw new Error(`no quoted-printable text/${type} part`);
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  };
  return { text: part('plain'), html: part('html') };
}

/** Scratch the user has stored or left in their work dir (dot names). */
const scratchOf = async (userId: number) => (await mediaFilesOf(host, userId)).filter((f) => f.startsWith('.'));

describe('POST /api/tts/send-tts', () => {
  it('sends the e-mail with the HTML body sanitized and a stored synthesis attached, byte for byte', async () => {
    const { token } = await confirmedUser(host, 'jack@example.com');
    const stored = await synthesized(token, 'Hello from the speech synthesis service.');
    const answer = await ttsClient(token).sendTts({
      receiverEmail: 'friend@example.com',
      emailSubject: 'Your synthesis',
      emailBody: '<p style="text-align:center">Hello <b>there</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
      synthesisId: stored.id,
    });
    expect(answer.message).toBe(`Sent to friend@example.com with ${stored.fileName} attached.`);
    const mail = host.lastMailTo('friend@example.com').raw;
    expect(mail).toMatch(/Subject: Your synthesis/);
    expect(mail).toMatch(/Hello <b>there<\/b>/);
    expect(mail).not.toMatch(/<script|onerror|javascript:/i);

    const [attachment, ...more] = mailTo('friend@example.com').attachments;
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: stored.fileName, contentType: 'audio/mpeg' });
    const audio = Buffer.from(await (await fetch(`${host.url}/api/tts/synthesize/${stored.id}/audio`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    expect(attachment!.bytes.equals(audio)).toBe(true);
    // Sending keeps the synthesis: it is the user's until deleted.
    expect((await ttsClient(token).synthesis(stored.id)).status).toBe('done');
  });

  it('synthesizes text now (mp3 unless asked otherwise), attaches it, and keeps no temporary audio nor a stored synthesis', async () => {
    const { token, id } = await confirmedUser(host, 'tina@example.com');
    const response = await post('/api/tts/send-tts', token, {
      receiverEmail: 'listener@example.com', emailSubject: 'Listen', emailBody: '<p>Attached.</p>', text: 'Good evening, this was synthesized for you.', language: 'en',
    });
    expect(response.status).toBe(200);
    const [mp3] = mailTo('listener@example.com').attachments;
    expect(mp3!.filename).toMatch(/^speech-\d{4}-\d\d-\d\d-good-evening-this-was-synthesized\.mp3$/);
    expect(mp3!.contentType).toBe('audio/mpeg');
    expect(mp3!.bytes.length).toBeGreaterThan(5_000);
    expect(mp3!.bytes.subarray(0, 3).toString('latin1') === 'ID3' || (mp3!.bytes[0] === 0xff && (mp3!.bytes[1]! & 0xe0) === 0xe0)).toBe(true);

    const ogg = await post('/api/tts/send-tts', token, {
      receiverEmail: 'other.listener@example.com', emailSubject: 'Listen', emailBody: '<p>Attached.</p>', text: 'In Ogg this time.', language: 'en', voice: 'flite:slt', format: 'ogg', rate: 1.2, pitch: -2,
    });
    expect(ogg.status).toBe(200);
    const [oggAttachment] = mailTo('other.listener@example.com').attachments;
    expect(oggAttachment).toMatchObject({ contentType: 'audio/ogg' });
    expect(oggAttachment!.bytes.subarray(0, 4).toString('latin1')).toBe('OggS');

    expect(await scratchOf(id)).toEqual([]);
    expect(await mediaFilesOf(host, id)).toEqual([]);
    expect((await ttsClient(token).syntheses()).syntheses).toEqual([]);
  });

  it('says who sent the mail from where, and how the speech begins, also when the message is empty', async () => {
    const { token } = await confirmedUser(host, 'una@example.com');
    const stored = await synthesized(token, 'The north wind and the sun were disputing which was the stronger, when a traveller came along.');
    expect((await post('/api/tts/send-tts', token, { receiverEmail: 'silent@example.com', emailSubject: 'Listen', emailBody: '', synthesisId: stored.id })).status).toBe(200);
    const said = ['una@example.com sent you this speech from speechdeck (https://speech.example.org).', 'The attached audio begins: “The north wind and the sun were disputing which was the…”'];
    const { text, html } = mailParts(mailTo('silent@example.com').raw);
    expect(text).toBe(said.join('\n'));
    expect(html).toBe(`<p>${said.join('<br />')}</p>`);

    // After the sender's own words, and with what the sender typed shown, never run.
    expect((await post('/api/tts/send-tts', token, { receiverEmail: 'chatty@example.com', emailSubject: 'Listen', emailBody: '<p>For you.</p>', text: '<b>Bold</b> words & more.', language: 'en' })).status).toBe(200);
    const chatty = mailParts(mailTo('chatty@example.com').raw);
    expect(chatty.text).toBe('For you.\n\nuna@example.com sent you this speech from speechdeck (https://speech.example.org).\nThe attached audio begins: “<b>Bold</b> words & more.”');
    expect(chatty.html).toContain('<p>For you.</p><p>una@example.com sent you');
    expect(chatty.html).toContain('begins: “&lt;b&gt;Bold&lt;/b&gt; words &amp; more.”</p>');
  });

  it("makes the editor's image links absolute on the host's public URL, so a mail reader shows them", async () => {
    const { token } = await confirmedUser(host, 'ida@example.com');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 3)]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
    const uploaded = await fetch(`${host.url}/v1/image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(uploaded.status).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const path = imageUrl.replace(/^https?:\/\/[^/]+/, '');
    const served = await fetch(`${host.url}${path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await post('/api/tts/send-tts', token, {
      receiverEmail: 'reader@example.com', emailSubject: 'With a picture', text: 'See the picture.', language: 'en',
      emailBody: `<p><img src="${imageUrl}" alt="a picture"> <a href="/#/tts">the page</a> <a href="//evil.example/x">protocol-relative</a> <img src="https://elsewhere.example/i.png"></p>`,
    })).status).toBe(200);
    const html = host.lastMailTo('reader@example.com').raw;
    expect(html).toContain(`<img src="${PUBLIC_URL}${path}" alt="a picture" />`);
    expect(html).toContain(`<a href="${PUBLIC_URL}/#/tts">the page</a>`);
    expect(html).toContain('<a href="//evil.example/x">');
    expect(html).toContain('<img src="https://elsewhere.example/i.png" />');
  });

  it('refuses a send without audio, with both kinds, with audio it may not or cannot send, and sends and counts nothing', async () => {
    const { token, id } = await confirmedUser(host, 'nora@example.com');
    const { token: otherToken } = await confirmedUser(host, 'oscar@example.com');
    const others = await synthesized(otherToken, 'Not yours to send.');
    const wav = await synthesized(token, 'The north wind and the sun were disputing which was the stronger.', 'wav');
    expect(wav.bytes!).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
    const mail = { receiverEmail: 'someone@example.com', emailSubject: 'Hi', emailBody: '<p>hi</p>' };
    const before = host.outbox().length;
    const refused = async (extra: Record<string, unknown>, status: number, message: RegExp) => {
      const response = await post('/api/tts/send-tts', token, { ...mail, ...extra });
      expect(response.status, JSON.stringify(extra).slice(0, 60)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    };
    await refused({}, 400, /^Send the audio to attach: synthesisId \(a synthesis of yours that is done\) or text with language to synthesize now\.$/);
    await refused({ text: '   ' }, 400, /^Send the audio to attach/);
    await refused({ synthesisId: wav.id, text: 'and this' }, 400, /^Send synthesisId or text, not both\.$/);
    await refused({ synthesisId: others.id }, 404, new RegExp(`^No synthesis with id '${others.id}'\\.$`));
    await refused({ synthesisId: 'no-such-id' }, 404, /^No synthesis with id 'no-such-id'\.$/);
    await refused({ synthesisId: wav.id }, 413, /^The audio is 1\d\d\.\d KiB; an e-mail carries at most 58\.6 KiB\./);
    await refused({ text: 'hello' }, 400, /^Choose the language of the text\.$/);
    await refused({ text: 'hello', language: 'en', voice: 'flite:nobody' }, 422, /flite:nobody/);
    await refused({ text: 'word '.repeat(1001), language: 'en' }, 413, /takes at most 5,000\. Queue longer text .* then send its synthesisId\./);

    // Held by the engine: the send comes while it is queued or running.
    const queued = (await (await post('/api/tts/synthesizeQueue', token, { text: 'Hold on, please.', language: 'en' })).json()) as { id: string };
    await refused({ synthesisId: queued.id }, 409, /^The synthesis is not done yet: it is (queued|running) \(\d+ %\)\.$/);
    expect((await fetch(`${host.url}/api/tts/synthesize/${queued.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    expect(host.outbox().length).toBe(before);
    // None of the refused sends counted against the sender's 4 per window.
    const short = await synthesized(token, 'Short.');
    for (const receiverEmail of ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com']) {
      expect((await post('/api/tts/send-tts', token, { ...mail, receiverEmail, synthesisId: short.id })).status).toBe(200);
    }
    expect(host.outbox().length - before).toBe(4);
    expect(await scratchOf(id)).toEqual([]);
  });

  it('needs a bearer token and a valid receiver', async () => {
    const body = JSON.stringify({ receiverEmail: 'a@example.com', emailSubject: 's', emailBody: 'b', text: 'hi', language: 'en' });
    const anonymous = await fetch(`${host.url}/api/tts/send-tts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    const { token } = await confirmedUser(host, 'kim@example.com');
    const bad = await post('/api/tts/send-tts', token, { receiverEmail: 'nope', emailSubject: 's', emailBody: 'b', text: 'hi', language: 'en' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.receiverEmail).toBeDefined();
  });

  it('limits how many mails one user sends and one address receives, with 429 and Retry-After; the window passing frees both', async () => {
    const { token: liz } = await confirmedUser(host, 'liz@example.com');
    const { token: max } = await confirmedUser(host, 'max@example.com');
    const audioOf = new Map([[liz, (await synthesized(liz, 'From Liz.')).id], [max, (await synthesized(max, 'From Max.')).id]]);
    const send = (token: string, receiverEmail: string) =>
      post('/api/tts/send-tts', token, { receiverEmail, emailSubject: 'Hi', emailBody: '<p>hello</p>', synthesisId: audioOf.get(token) });
    const limited = async (answer: Response, message: RegExp) => {
      expect(answer.status).toBe(429);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    };
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

  it("is in the host's OpenAPI document, generated from the plugin's contract", async () => {
    const doc = (await (await fetch(`${host.url}/api/docs/json`)).json()) as { paths: Record<string, { post?: { tags?: string[] } }> };
    expect(doc.paths['/api/tts/send-tts']?.post?.tags).toEqual(['tts']);
    expect(doc.paths['/api/tts/synthesizeQueue']?.post?.tags).toEqual(['tts']);
  });
});
