import fp from 'fastify-plugin';
import { createSqliteJobQueue } from './sqlite-job-queue.ts';

export default fp(
  async (app) => {
    const queue = createSqliteJobQueue(app.db, {
      concurrency: app.config.jobConcurrency,
      leaseMs: 30_000,
      pollMs: 500,
      maxAttempts: 3,
      now: () => app.clock.now(),
      log: app.log,
    });
    app.decorate('jobs', queue);
    // Workers start once every plugin has declared its job kinds, and stop before the database closes.
    app.addHook('onReady', async () => queue.start());
    app.addHook('preClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
