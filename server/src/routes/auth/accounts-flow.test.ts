// @backends accounts on PostgreSQL, their rate limits on Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { accountsClient, startTestHost, TEST_ADMIN, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

const client = (token?: string) => accountsClient(host, token);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const alice = { email: 'alice@example.com', password: 'correct horse battery', firstName: 'Alice', lastName: 'Liddell' };

describe('register -> outbox -> confirm -> login -> change password', () => {
  let firstToken = '';

  it('registers, writes the confirmation e-mail to the outbox, and refuses login until confirmed', async () => {
    const answer = await client().register({ ...alice, matchingPassword: alice.password });
    expect(answer.message).toMatch(/check your e-mail/i);
    const mail = await host.mailTo(alice.email);
    expect(mail.raw).toMatch(/Subject: Confirm your speechdeck account/);
    expect(mail.link).toMatch(new RegExp(`^${host.url}/#/confirm\\?token=`));
    const unconfirmed = await failure(client().login(alice.email, alice.password));
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.message).toMatch(/confirm your e-mail/i);
  });

  it('an unconfirmed account with a wrong password gets the same answer as an unknown e-mail', async () => {
    const wrong = await failure(client().login(alice.email, 'not the password'));
    const unknown = await failure(client().login('nobody@example.com', 'not the password'));
    expect([wrong.status, wrong.message]).toEqual([401, unknown.message]);
    expect(unknown.status).toBe(401);
  });

  it('confirms once; the link cannot be used twice', async () => {
    const { token } = host.lastMailTo(alice.email);
    expect((await client().confirmRegistration(token!)).message).toMatch(/confirmed/);
    const again = await failure(client().confirmRegistration(token!));
    expect([again.status, again.message]).toEqual([400, 'Your e-mail is already confirmed: log in.']);
  });

  it('logs in with the spec\'s answer shape', async () => {
    const login = await client().login(alice.email, alice.password);
    expect(login.user).toEqual({ id: expect.any(Number), firstName: 'Alice', lastName: 'Liddell', email: alice.email, roles: [{ name: 'USER' }] });
    expect(login.jwtToken.split('.')).toHaveLength(3);
    firstToken = login.jwtToken;
    expect((await client(firstToken).me()).email).toBe(alice.email);
  });

  it('change password needs the current one, then every earlier token is refused', async () => {
    const wrongOld = await failure(client(firstToken).updatePassword('guess guess guess', 'a brand new secret'));
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.fields.oldPassword).toBeDefined();
    await client(firstToken).updatePassword(alice.password, 'a brand new secret');
    const stale = await failure(client(firstToken).me());
    expect(stale.status).toBe(401);
    expect((await failure(client().login(alice.email, alice.password))).status).toBe(401);
    const fresh = await client().login(alice.email, 'a brand new secret');
    expect((await client(fresh.jwtToken).me()).email).toBe(alice.email);
    alice.password = 'a brand new secret';
  });

  it('registering a known e-mail answers like a new signup and mails the owner instead', async () => {
    const before = host.outbox().length;
    const answer = await client().register({ ...alice, password: 'another password 1', matchingPassword: 'another password 1' });
    expect(answer.message).toMatch(/check your e-mail/i);
    expect((await host.mailTo(alice.email)).raw).toMatch(/already has one/);
    expect(host.outbox()).toHaveLength(before + 1);
    // The account keeps its password.
    await client().login(alice.email, alice.password);
  });
});

describe('registration rules', () => {
  it('refuses mismatched, short and common passwords with field errors', async () => {
    const base = { email: 'bob@example.com', firstName: 'Bob', lastName: 'B' };
    const mismatch = await failure(client().register({ ...base, password: 'long enough pw', matchingPassword: 'long enough pX' }));
    expect([mismatch.status, mismatch.fields.matchingPassword]).toEqual([400, 'Passwords do not match.']);
    const short = await failure(client().register({ ...base, password: 'short', matchingPassword: 'short' }));
    expect(short.fields.password).toMatch(/at least 8/);
    const common = await failure(client().register({ ...base, password: 'password123', matchingPassword: 'password123' }));
    expect(common.fields.password).toMatch(/too common/);
    const badEmail = await failure(client().register({ ...base, email: 'not-an-email', password: 'long enough pw', matchingPassword: 'long enough pw' }));
    expect(badEmail.fields.email).toBeDefined();
    expect(host.outbox().some((m) => /bob@example\.com/.test(m.raw))).toBe(false);
  });
});

describe('what the confirmation e-mail carries', () => {
  it('nothing the registrant typed: a name with HTML or a link stays out of the mail', async () => {
    const email = 'mallory@example.com';
    await client().register({ email, password: 'long enough pw 1', matchingPassword: 'long enough pw 1', firstName: '<a href="http://evil.example/">You won</a>', lastName: 'Visit evil.example now' });
    const mail = await host.mailTo(email);
    expect(mail.link).toMatch(/#\/confirm\?token=/);
    expect(mail.raw).not.toMatch(/evil\.example|You won|<a /);
  });

  it('a name with a line break or another control character is refused', async () => {
    for (const firstName of ['Eve\n\nYour account is locked: call +1 555 0100', 'Eve\u0000', 'Eve\rAdams']) {
      const refused = await failure(client().register({ email: 'eve@example.com', password: 'long enough pw 1', matchingPassword: 'long enough pw 1', firstName, lastName: 'E' }));
      expect([refused.status, refused.fields.firstName]).toEqual([400, 'Use one line without control characters.']);
    }
    await host.accountMailWork.idle();
    expect(host.outbox().some((m) => /eve@example\.com/.test(m.raw))).toBe(false);
  });
});

describe('the admin from the environment', () => {
  it('exists confirmed with the ADMIN role', async () => {
    const login = await client().login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(login.user.roles).toEqual([{ name: 'ADMIN' }]);
  });
});
