import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import { commonPasswordProblem, hashPassword } from '../../services/auth/passwords.ts';
import { accountMails } from '../../services/mailer/account-mails.ts';
import { dashboardLink } from './links.ts';

const ANSWER = { message: 'Check your e-mail: we sent you a link to confirm your account.' };

export default async function registrationRoutes(app: FastifyInstance) {
  const link = (route: string, query?: Record<string, string>) => dashboardLink(app.config.publicUrl, route, query);

  registerEndpoint(app, app.auth.guard, accountsApi.register, async (request, reply) => {
    const { email, password, firstName, lastName } = request.body;
    const problem = commonPasswordProblem(password);
    if (problem) throw new HttpError(400, problem, { password: problem });
    await app.accountMailLimits.admit(email, request.ip);
    const passwordHash = await hashPassword(password);
    // Whether the address has an account shows in nothing the answer waits for.
    app.accountMailWork.afterAnswer(reply, async () => {
      const existing = await app.users.findByEmail(email);
      if (!existing) {
        const user = await app.users.create({ email, firstName, lastName, passwordHash, role: 'USER', confirmed: false });
        await app.mailer.send(accountMails.confirm(user.email, link('confirm', { token: await app.oneTimeTokens.issue(user.id, 'confirm') })));
      } else if (existing.confirmed !== 1) {
        // The newest registration wins when its link is opened: a pre-registration by someone
        // else cannot leave their password on the account the owner confirms.
        const token = await app.oneTimeTokens.issue(existing.id, 'confirm', { passwordHash, firstName, lastName });
        await app.mailer.send(accountMails.confirmRepeated(existing.email, link('confirm', { token })));
      } else {
        await app.mailer.send(accountMails.alreadyRegistered(existing.email, link('login'), link('forgot-password')));
      }
    });
    return ANSWER;
  });
}
