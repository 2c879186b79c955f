// @backends accounts on PostgreSQL, their rate limits on Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({
    env: {
      SPEECHDECK_ACCOUNT_MAIL_MAX_PER_ADDRESS: '3',
      SPEECHDECK_ACCOUNT_MAIL_MAX_PER_CLIENT: '6',
      SPEECHDECK_ACCOUNT_MAIL_WINDOW_SECONDS: '3600',
      // Each request names its client address, as a reverse proxy would.
      SPEECHDECK_TRUST_PROXY: 'true',
    },
  });
  await confirmedUser(host, 'owner@example.com', 'owner pass phrase');
});
afterAll(() => host.close());

let nextClient = 1;
/** A client address no other request used. */
const freshClient = () => `198.51.100.${nextClient++}`;

function post(path: string, from: string, body?: unknown): Promise<Response> {
  return fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': from, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const register = (email: string, from = freshClient()) =>
  post('/auth/registration', from, { email, password: 'some pass phrase', matchingPassword: 'some pass phrase', firstName: 'A', lastName: 'B' });
const reset = (email: string, from = freshClient()) => post(`/auth/resetPassword?email=${encodeURIComponent(email)}`, from);
const resend = (email: string, from = freshClient()) => post(`/auth/resendConfirmation?email=${encodeURIComponent(email)}`, from);

async function mailsTo(email: string): Promise<number> {
  await host.accountMailWork.idle();
  return host.outbox().filter((m) => new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm').test(m.raw)).length;
}

async function expectLimited(answer: Response, message: RegExp): Promise<void> {
  expect(answer.status).toBe(429);
  expect(((await answer.json()) as { message: string }).message).toMatch(message);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe('limits on everything that sends an account e-mail', () => {
  it('one address gets a few account mails per window, whoever asks and whatever for; then 429 and no mail', async () => {
    const before = await mailsTo('owner@example.com');
    expect((await register('owner@example.com')).status).toBe(200);
    expect((await reset('owner@example.com')).status).toBe(200);
    // The registration at the start of the test counted too.
    await expectLimited(await register('owner@example.com'), /^Too many e-mails were asked for this e-mail address\. Try again in \d+ min\.$/);
    await expectLimited(await reset('owner@example.com'), /for this e-mail address/);
    await expectLimited(await resend('owner@example.com'), /for this e-mail address/);
    expect(await mailsTo('owner@example.com')).toBe(before + 2);
  });

  it('an address without an account is limited the same, so a 429 tells nothing', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await reset('nobody@example.com')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('one client asks for a few account mails per window; then 429', async () => {
    const client = freshClient();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(`crowd${i}@example.com`, client)).status);
    expect(statuses).toEqual(Array(6).fill(200));
    await expectLimited(await register('crowd6@example.com', client), /^Too many e-mails were asked for from your network address\./);
    await expectLimited(await reset('owner@example.com', client), /from your network address/);
    expect(await mailsTo('crowd6@example.com')).toBe(0);
    expect((await register('crowd6@example.com')).status).toBe(200);
  });

  it('the window passing frees both', async () => {
    host.clock.advance(3601 * 1000);
    expect((await reset('owner@example.com')).status).toBe(200);
    expect((await reset('nobody@example.com')).status).toBe(200);
  });
});
