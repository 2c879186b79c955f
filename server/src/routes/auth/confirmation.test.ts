// @backends accounts on PostgreSQL, their rate limits on Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { accountsClient, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

const client = () => accountsClient(host);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const register = (email: string, password: string, firstName = 'Dora') =>
  client().register({ email, password, matchingPassword: password, firstName, lastName: 'Explorer' });

describe('registering again before confirming', () => {
  it('the newest link confirms with the newest registration; the older one says what to do, and nothing contradicts login', async () => {
    const email = 'dora@example.com';
    await register(email, 'first pass phrase');
    const first = (await host.mailTo(email)).token!;
    await register(email, 'second pass phrase', 'Dorothea');
    const second = await host.mailTo(email);
    expect(second.raw).toMatch(/registered again/);
    expect(second.token).not.toBe(first);

    const older = await failure(client().confirmRegistration(first));
    expect([older.status, older.message]).toEqual([400, 'This confirmation link was replaced by a newer one: open the link in the newest e-mail, or ask for a new one on the login page.']);
    // What login says agrees: not confirmed yet.
    expect((await failure(client().login(email, 'first pass phrase'))).status).toBe(403);

    expect((await client().confirmRegistration(second.token!)).message).toBe('Your e-mail is confirmed: you can log in now.');
    const login = await client().login(email, 'second pass phrase');
    expect(login.user.firstName).toBe('Dorothea');
    expect((await failure(client().login(email, 'first pass phrase'))).status).toBe(401);
    // Once confirmed, any of its links says so, and login agrees.
    for (const token of [first, second.token!]) {
      expect((await failure(client().confirmRegistration(token))).message).toBe('Your e-mail is already confirmed: log in.');
    }
  });

  it('someone else registering the address first cannot leave their password on it', async () => {
    const email = 'victim@example.com';
    await register(email, 'the squatter pass');
    await register(email, 'the owner pass 1');
    await client().confirmRegistration((await host.mailTo(email)).token!);
    await client().login(email, 'the owner pass 1');
    expect((await failure(client().login(email, 'the squatter pass'))).status).toBe(401);
  });
});

describe('asking for a new confirmation link (the login page offers it)', () => {
  it('after the right password of an unconfirmed account, login answers 403 with the e-mail field; a new link confirms it', async () => {
    const email = 'erin@example.com';
    await register(email, 'erin pass phrase');
    const first = (await host.mailTo(email)).token!;
    const unconfirmed = await failure(client().login(email, 'erin pass phrase'));
    expect([unconfirmed.status, unconfirmed.fields.email]).toEqual([403, 'Confirm your e-mail first: follow the link we sent you, or ask for a new one.']);

    const answer = await client().resendConfirmation(email);
    expect(answer.message).toBe('If an unconfirmed account uses this e-mail, we sent it a new confirmation link.');
    const fresh = await host.mailTo(email);
    expect(fresh.token).not.toBe(first);
    expect(fresh.raw).toMatch(/Subject: Confirm your speechdeck account/);
    await client().confirmRegistration(fresh.token!);
    await client().login(email, 'erin pass phrase');
  });

  it('answers the same for a confirmed, an unknown and an unconfirmed address, and mails only the unconfirmed one', async () => {
    await register('frank@example.com', 'frank pass phrase');
    await client().confirmRegistration((await host.mailTo('frank@example.com')).token!);
    await register('gina@example.com', 'gina pass phrase');
    await host.accountMailWork.idle();
    const before = host.outbox().length;
    const answers = await Promise.all(['frank@example.com', 'nobody@example.com', 'gina@example.com'].map((e) => client().resendConfirmation(e)));
    expect(new Set(answers.map((a) => a.message)).size).toBe(1);
    await host.accountMailWork.idle();
    expect(host.outbox().slice(before).map((m) => m.raw.match(/^To: (.*)$/m)?.[1])).toEqual(['gina@example.com']);
  });

  it('an expired link says to ask for a new one', async () => {
    await register('hal@example.com', 'hal pass phrase');
    const { token } = await host.mailTo('hal@example.com');
    host.clock.advance(24 * 3600 * 1000 + 1000);
    const expired = await failure(client().confirmRegistration(token!));
    expect([expired.status, expired.message]).toEqual([400, 'This confirmation link has expired: ask for a new one on the login page.']);
  });
});
