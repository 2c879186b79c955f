import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import type { TokenProblem } from '../../services/auth/one-time-tokens.ts';
import { accountMails } from '../../services/mailer/account-mails.ts';
import { dashboardLink } from './links.ts';

const CONFIRMED = 'Your e-mail is confirmed: you can log in now.';
const ALREADY_CONFIRMED = 'Your e-mail is already confirmed: log in.';
const ASK_AGAIN = 'ask for a new one on the login page';
const WHY: Record<Exclude<TokenProblem, 'used'>, string> = {
  unknown: 'This confirmation link is not valid.',
  replaced: `This confirmation link was replaced by a newer one: open the link in the newest e-mail, or ${ASK_AGAIN}.`,
  expired: `This confirmation link has expired: ${ASK_AGAIN}.`,
};
const RESENT = { message: 'If an unconfirmed account uses this e-mail, we sent it a new confirmation link.' };

export default async function confirmationRoutes(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, accountsApi.registrationConfirm, async (request) => {
    const result = await app.oneTimeTokens.consume(request.query.token, 'confirm');
    const user = result.userId === undefined ? undefined : await app.users.find(result.userId);
    // Whatever became of the link, an account that is confirmed by now is what the person needs to hear about.
    if (user?.confirmed === 1) throw new HttpError(400, ALREADY_CONFIRMED, { token: ALREADY_CONFIRMED });
    if ('problem' in result || !user) {
      const why = 'problem' in result && result.problem !== 'used' ? WHY[result.problem] : `This confirmation link cannot be used any more: ${ASK_AGAIN}.`;
      throw new HttpError(400, why, { token: why });
    }
    await app.users.update(user.id, { confirmed: true, ...result.registration });
    return { message: CONFIRMED };
  });

  registerEndpoint(app, app.auth.guard, accountsApi.resendConfirmation, async (request, reply) => {
    const { email } = request.query;
    await app.accountMailLimits.admit(email, request.ip);
    app.accountMailWork.afterAnswer(reply, async () => {
      const user = await app.users.findByEmail(email);
      if (!user || user.confirmed === 1 || user.active !== 1) return;
      const link = dashboardLink(app.config.publicUrl, 'confirm', { token: await app.oneTimeTokens.issue(user.id, 'confirm') });
      await app.mailer.send(accountMails.confirm(user.email, link));
    });
    return RESENT;
  });
}
