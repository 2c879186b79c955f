import type { FastifyReply } from 'fastify';

export type AccountMailWork = ReturnType<typeof createAccountMailWork>;

/**
 * The part of an account call that depends on the account (look it up, issue a token, send the
 * mail) runs after the answer is sent: the answer then costs the same for a known and an unknown
 * address, and a slow SMTP server delays no one. One piece runs at a time, so two registrations
 * of one address cannot race; a failure is logged (the person can ask for the mail again).
 */
export function createAccountMailWork() {
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;
  let waiting: (() => void)[] = [];

  function settled(): void {
    pending -= 1;
    if (pending > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  }

  return {
    /** Call last in a handler: `work` starts once the answer has gone out (or the client has gone). */
    afterAnswer(reply: FastifyReply, work: () => Promise<void> | void): void {
      pending += 1;
      reply.raw.once('close', () => {
        chain = chain
          .then(work)
          .catch((error: unknown) => reply.log.error({ err: error }, 'account mail work failed'))
          .finally(settled);
      });
    },
    /** Resolves when everything scheduled so far is done. */
    idle(): Promise<void> {
      return pending === 0 ? Promise.resolve() : new Promise((done) => waiting.push(done));
    },
  };
}
