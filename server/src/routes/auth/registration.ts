import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import { commonPasswordProblem, hashPassword } from '../../services/auth/passwords.ts';
import { accountMails } from '../../services/mailer/account-mails.ts';
import { dashboardLink } from './links.ts';

const ANSWER = { message: 'Check your e-mail: we sent you a link to confirm your account.' };

export default async function registrationRoutes(app: FastifyInstance) {
  const link = (route: string, query?: Record<string, string>) => dashboardLink(app.config.publicUrl, route, query);

  registerEndpoint(app, app.auth.guard, accountsApi.register, async (request) => {
    const { email, password, firstName, lastName } = request.body;
    const problem = commonPasswordProblem(password);
    if (problem) throw new HttpError(400, problem, { password: problem });
    // Hash before looking the e-mail up, so a known and an unknown e-mail take the same time.
    const passwordHash = await hashPassword(password);
    const existing = app.users.findByEmail(email);
    if (existing) {
      const confirmLink = existing.confirmed === 1 ? undefined : link('confirm', { token: app.oneTimeTokens.issue(existing.id, 'confirm') });
      await app.mailer.send(accountMails.alreadyRegistered(existing.email, link('login'), link('forgot-password'), confirmLink));
      return ANSWER;
    }
    const user = app.users.create({ email, firstName, lastName, passwordHash, role: 'USER', confirmed: false });
    const token = app.oneTimeTokens.issue(user.id, 'confirm');
    await app.mailer.send(accountMails.confirm(user.email, user.first_name, link('confirm', { token })));
    return ANSWER;
  });

  registerEndpoint(app, app.auth.guard, accountsApi.registrationConfirm, async (request) => {
    const result = app.oneTimeTokens.consume(request.query.token, 'confirm');
    if ('problem' in result) {
      const why = { unknown: 'This confirmation link is not valid.', used: 'This confirmation link was already used: log in.', expired: 'This confirmation link has expired: register again to get a new one.' };
      throw new HttpError(400, why[result.problem], { token: why[result.problem] });
    }
    app.users.update(result.userId, { confirmed: true });
    return { message: 'Your e-mail is confirmed: you can log in now.' };
  });
}
