import fp from 'fastify-plugin';
import { takesJobs } from '../../host-role.ts';
import { createStoreJobQueue } from './store-job-queue.ts';

export default fp(
  async (app) => {
    const queue = createStoreJobQueue(app.store.db, app.store.dialect, {
      concurrency: app.config.jobConcurrency,
      leaseMs: 30_000,
      pollMs: 500,
      maxAttempts: 3,
      now: () => app.clock.now(),
      log: app.log,
    });
    app.decorate('jobs', queue);
    // Workers start once every plugin has declared its job kinds. An API host queues jobs and reads
    // their state, and runs synchronous calls (runNow) in its own slots, but takes no queued job.
    if (takesJobs(app.config.role)) app.addHook('onReady', async () => queue.start());
    // Running jobs and synchronous calls stop before the database closes.
    app.addHook('preClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
