// @backends accounts on PostgreSQL, their rate limits on Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { accountsClient, confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as ApiError);

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    await confirmedUser(host, 'carol@example.com', 'carol first pass');
    const before = host.outbox().length;
    const known = await accountsClient(host).resetPassword('carol@example.com');
    const unknown = await accountsClient(host).resetPassword('nobody@example.com');
    expect(known).toEqual(unknown);
    expect((await host.mailTo('carol@example.com')).link).toMatch(/#\/reset-password\?token=/);
    expect(host.outbox()).toHaveLength(before + 1);
  });

  it('sets a new password once; the token cannot be reused; old sessions end', async () => {
    const session = await accountsClient(host).login('carol@example.com', 'carol first pass');
    await accountsClient(host).resetPassword('carol@example.com');
    const { token } = await host.mailTo('carol@example.com');
    await accountsClient(host).savePassword(token!, 'carol second pass');
    const reuse = await rejection(accountsClient(host).savePassword(token!, 'carol third pass'));
    expect([reuse?.status, reuse?.message]).toEqual([400, 'This reset link was already used: ask for a new one.']);
    expect((await rejection(accountsClient(host, session.jwtToken).me()))?.status).toBe(401);
    await accountsClient(host).login('carol@example.com', 'carol second pass');
  });

  it('a token expires after one hour', async () => {
    await accountsClient(host).resetPassword('carol@example.com');
    const { token } = await host.mailTo('carol@example.com');
    host.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await rejection(accountsClient(host).savePassword(token!, 'carol fourth pass'));
    expect([expired?.status, expired?.message]).toEqual([400, 'This reset link has expired: ask for a new one.']);
  });

  it('a newer reset link makes the older one unusable, and the older one says so', async () => {
    await accountsClient(host).resetPassword('carol@example.com');
    const first = (await host.mailTo('carol@example.com')).token!;
    await accountsClient(host).resetPassword('carol@example.com');
    const second = (await host.mailTo('carol@example.com')).token!;
    expect(second).not.toBe(first);
    const older = await rejection(accountsClient(host).savePassword(first, 'carol fifth pass'));
    expect([older?.status, older?.message]).toEqual([400, 'This reset link was replaced by a newer one: open the link in the newest e-mail, or ask for a new one.']);
    await accountsClient(host).savePassword(second, 'carol fifth pass');
  });

  it('a made-up token is refused', async () => {
    const made = await rejection(accountsClient(host).savePassword('x'.repeat(43), 'whatever pass 1'));
    expect(made?.status).toBe(400);
  });
});

describe('checking a reset link when its page opens', () => {
  it('answers whether the link still works, without using it up', async () => {
    const accounts = accountsClient(host);
    await accounts.resetPassword('carol@example.com');
    const { token } = await host.mailTo('carol@example.com');
    expect((await accounts.checkResetToken(token!)).message).toBe('This link is valid: choose a new password.');
    expect((await accounts.checkResetToken(token!)).message).toBe('This link is valid: choose a new password.');
    await accounts.savePassword(token!, 'carol sixth pass');
    const used = await rejection(accounts.checkResetToken(token!));
    expect([used?.status, used?.fields.token]).toEqual([400, 'This reset link was already used: ask for a new one.']);
    expect((await rejection(accounts.checkResetToken('x'.repeat(43))))?.message).toBe('This reset link is not valid: ask for a new one.');
  });
});
