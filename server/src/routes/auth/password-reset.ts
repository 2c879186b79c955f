import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import type { TokenVerdict } from '../../services/auth/one-time-tokens.ts';
import { commonPasswordProblem, hashPassword } from '../../services/auth/passwords.ts';
import { accountMails } from '../../services/mailer/account-mails.ts';
import { dashboardLink } from './links.ts';

const ANSWER = { message: 'If an account uses this e-mail, we sent it a link to reset the password.' };
const WHY = {
  unknown: 'This reset link is not valid: ask for a new one.',
  used: 'This reset link was already used: ask for a new one.',
  replaced: 'This reset link was replaced by a newer one: open the link in the newest e-mail, or ask for a new one.',
  expired: 'This reset link has expired: ask for a new one.',
};

/** The token's user, or the 400 that says why the link cannot be used (for the page and the form alike). */
function usable(result: TokenVerdict): { userId: number } {
  if ('problem' in result) throw new HttpError(400, WHY[result.problem], { token: WHY[result.problem] });
  return result;
}

export default async function passwordResetRoutes(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, accountsApi.resetPassword, async (request, reply) => {
    const { email } = request.query;
    await app.accountMailLimits.admit(email, request.ip);
    // Whether the address has an account shows in nothing the answer waits for.
    app.accountMailWork.afterAnswer(reply, async () => {
      const user = await app.users.findByEmail(email);
      if (!user || user.active !== 1) return;
      const link = dashboardLink(app.config.publicUrl, 'reset-password', { token: await app.oneTimeTokens.issue(user.id, 'reset') });
      await app.mailer.send(accountMails.reset(user.email, link));
    });
    return ANSWER;
  });

  registerEndpoint(app, app.auth.guard, accountsApi.checkResetToken, async (request) => {
    usable(await app.oneTimeTokens.check(request.body.token, 'reset'));
    return { message: 'This link is valid: choose a new password.' };
  });

  registerEndpoint(app, app.auth.guard, accountsApi.savePassword, async (request) => {
    const { token, newPassword } = request.body;
    const problem = commonPasswordProblem(newPassword);
    if (problem) throw new HttpError(400, problem, { newPassword: problem });
    const { userId } = usable(await app.oneTimeTokens.consume(token, 'reset'));
    // The e-mailed link proves the address, so a reset also confirms an unconfirmed account.
    const user = await app.users.update(userId, { passwordHash: await hashPassword(newPassword), confirmed: true, revokeTokens: true });
    // ...and proves this client the owner's, should others be guessing at the account's password.
    if (user) await app.loginLimiter.trust(request.ip, user.email);
    return { message: 'Your password is changed: log in with the new one.' };
  });
}
