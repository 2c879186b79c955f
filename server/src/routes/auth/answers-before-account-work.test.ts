// @backends accounts on PostgreSQL, their rate limits on Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
  await confirmedUser(host, 'known@example.com', 'known pass phrase');
  await accountsClient(host).register({ email: 'pending@example.com', password: 'pending pass 1', matchingPassword: 'pending pass 1', firstName: 'P', lastName: 'P' });
  await host.accountMailWork.idle();
});
afterAll(() => host.close());

/**
 * Runs `calls` while the host's account work (lookup, token, mail) is held back, and tells
 * whether all of them were answered before it was let go and whether any mail went out before.
 * Code that waited for that work before answering would hang the test, so a timer lets it go
 * after a while: then the answers came too late, which is what the tests check.
 */
async function answeredWhileWorkHeld<T>(calls: () => Promise<T>): Promise<{ answers: T; whileHeld: boolean; mailedBefore: number; mailed: string[] }> {
  const work = host.accountMailWork;
  const afterAnswer = work.afterAnswer;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let whileHeld = true;
  const timer = setTimeout(() => {
    whileHeld = false;
    release();
  }, 5000);
  work.afterAnswer = (reply, job) => afterAnswer(reply, async () => {
    await held;
    await job();
  });
  const before = host.outbox().length;
  try {
    const answers = await calls();
    const answeredFirst = whileHeld;
    const mailedBefore = host.outbox().length - before;
    release();
    await work.idle();
    const mailed = host.outbox().slice(before).map((mail) => mail.raw.match(/^To: (.*)$/m)?.[1] ?? '');
    return { answers, whileHeld: answeredFirst, mailedBefore, mailed };
  } finally {
    clearTimeout(timer);
    work.afterAnswer = afterAnswer;
  }
}

// Whether an address has an account must not show in the answer or in its timing. Rather than
// timing answers (noisy on a shared machine), these check the mechanism: the answer for a known
// and for an unknown address waits for no lookup, token or mail, all of which happen after it
// (so no mail is out before the work is let go).
describe('account calls answer before any work that depends on the account', () => {
  it('password reset', async () => {
    const accounts = accountsClient(host);
    const { answers, whileHeld, mailedBefore, mailed } = await answeredWhileWorkHeld(async () => [
      await accounts.resetPassword('known@example.com'),
      await accounts.resetPassword('unknown@example.com'),
    ]);
    expect([whileHeld, mailedBefore]).toEqual([true, 0]);
    expect(answers[0]).toEqual(answers[1]);
    expect(mailed).toEqual(['known@example.com']);
  });

  it('registration, of a new, a confirmed and an unconfirmed address', async () => {
    const accounts = accountsClient(host);
    const register = (email: string) => accounts.register({ email, password: 'some pass phrase', matchingPassword: 'some pass phrase', firstName: 'R', lastName: 'R' });
    const { answers, whileHeld, mailedBefore, mailed } = await answeredWhileWorkHeld(async () => [
      await register('brand-new@example.com'),
      await register('known@example.com'),
      await register('pending@example.com'),
    ]);
    expect([whileHeld, mailedBefore]).toEqual([true, 0]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(mailed).toEqual(['brand-new@example.com', 'known@example.com', 'pending@example.com']);
  });

  it('a new confirmation link', async () => {
    const accounts = accountsClient(host);
    const { answers, whileHeld, mailedBefore, mailed } = await answeredWhileWorkHeld(async () => [
      await accounts.resendConfirmation('pending@example.com'),
      await accounts.resendConfirmation('unknown@example.com'),
    ]);
    expect([whileHeld, mailedBefore]).toEqual([true, 0]);
    expect(answers[0]).toEqual(answers[1]);
    expect(mailed).toEqual(['pending@example.com']);
  });
});
