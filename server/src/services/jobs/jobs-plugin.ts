import fp from 'fastify-plugin';
import { takesJobs } from '../../host-role.ts';
import { bucketProbe } from '../media/bucket-probe.ts';
import { createJobRunner } from './job-runner.ts';
import { jobStates } from './job-states.ts';
import { redisJobBackend } from './redis-job-backend.ts';
import { storeJobBackend } from './store-job-backend.ts';

const MAX_ATTEMPTS = 3;

export default fp(
  async (app) => {
    const { jobLeaseMs: leaseMs } = app.config;
    // What a worker checks before it takes jobs, where the queue's own calls do not reach it: the
    // database its results go to (jobs on Redis), and the media bucket its engines read from.
    const probes = [...(app.redis ? [() => app.store.probe()] : []), ...(app.media.kind === 's3' ? [bucketProbe(app.media)] : [])];
    // Jobs on Redis when the deployment has one (SPEECHDECK_QUEUE_URL), else in the store's own table.
    const backend = app.redis
      ? redisJobBackend(app.redis, { leaseMs, maxAttempts: MAX_ATTEMPTS, retryDelayMs: 2000 })
      : storeJobBackend(app.store.db, app.store.dialect, { leaseMs, maxAttempts: MAX_ATTEMPTS, now: () => app.clock.now() });
    const queue = createJobRunner(backend, {
      concurrency: app.config.jobConcurrency,
      callsRunHere: takesJobs(app.config.role),
      callWaitMs: app.config.callWaitMs,
      callPollMs: 100,
      leaseMs,
      pollMs: 500,
      maxAttempts: MAX_ATTEMPTS,
      log: app.log,
      probe: probes.length > 0 ? async () => {
        for (const probe of probes) await probe();
      } : undefined,
    });
    app.decorate('jobs', queue);
    app.decorate('jobStates', jobStates(app.store.db, () => app.clock.now()));
    // Workers start once every plugin has declared its job kinds. An API host queues jobs and calls,
    // reads their state and waits for the calls' answers, but runs none.
    if (takesJobs(app.config.role)) app.addHook('onReady', async () => queue.start());
    // Running jobs and synchronous calls stop before the database closes.
    app.addHook('preClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database', 'redis', 'media'] },
);
