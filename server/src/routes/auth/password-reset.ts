import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import { commonPasswordProblem, hashPassword } from '../../services/auth/passwords.ts';
import { accountMails } from '../../services/mailer/account-mails.ts';
import { dashboardLink } from './links.ts';

const ANSWER = { message: 'If an account uses this e-mail, we sent it a link to reset the password.' };

export default async function passwordResetRoutes(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, accountsApi.resetPassword, async (request) => {
    const user = app.users.findByEmail(request.query.email);
    if (user && user.active === 1) {
      const token = app.oneTimeTokens.issue(user.id, 'reset');
      await app.mailer.send(accountMails.reset(user.email, dashboardLink(app.config.publicUrl, 'reset-password', { token })));
    }
    return ANSWER;
  });

  registerEndpoint(app, app.auth.guard, accountsApi.savePassword, async (request) => {
    const { token, newPassword } = request.body;
    const problem = commonPasswordProblem(newPassword);
    if (problem) throw new HttpError(400, problem, { newPassword: problem });
    const result = app.oneTimeTokens.consume(token, 'reset');
    if ('problem' in result) {
      const why = { unknown: 'This reset link is not valid.', used: 'This reset link was already used: ask for a new one.', expired: 'This reset link has expired: ask for a new one.' };
      throw new HttpError(400, why[result.problem], { token: why[result.problem] });
    }
    // The e-mailed link proves the address, so a reset also confirms an unconfirmed account.
    app.users.update(result.userId, { passwordHash: await hashPassword(newPassword), confirmed: true, revokeTokens: true });
    return { message: 'Your password is changed: log in with the new one.' };
  });
}
