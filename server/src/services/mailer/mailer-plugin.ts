import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer } from './mailer.ts';
import { createAccountMailLimits } from './account-mail-limits.ts';
import { createAccountMailWork, type AccountMailWork } from './account-mail-work.ts';

export default fp<{ work?: AccountMailWork }>(
  async (app, options) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: join(app.config.dataDir, 'outbox'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.decorate('accountMailLimits', createAccountMailLimits(app.config.accountMailLimits, app.rateLimits));
    const work = options.work ?? createAccountMailWork();
    app.decorate('accountMailWork', work);
    // Mail asked for before a shutdown still goes out, before the database closes.
    app.addHook('onClose', () => work.idle());
  },
  { name: 'mailer', dependencies: ['config', 'rate-limits'] },
);
