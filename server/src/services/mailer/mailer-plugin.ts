import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer } from './mailer.ts';

export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: join(app.config.dataDir, 'outbox'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['config'] },
);
