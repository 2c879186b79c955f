import fp from 'fastify-plugin';
import { createHostRegistry, HEARTBEAT_MS } from './host-registry.ts';

/** Enters this process in the data dir's registry before it does anything there, keeps it alive, and leaves on close. */
export default fp(
  async (app) => {
    const registry = createHostRegistry(app.store.db, { owner: app.jobs.owner, role: app.config.role });
    await registry.beat();
    // A database that stops answering is the health check's to report; the row then goes stale.
    const quietly = (step: () => Promise<void>, what: string) =>
      step().catch((error: unknown) => app.log.warn({ err: error }, `could not ${what} in the database`));
    const heartbeat = setInterval(() => void quietly(registry.beat, 'mark this host alive'), HEARTBEAT_MS).unref();
    app.decorate('hosts', registry);
    // Before the database closes.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      await quietly(registry.leave, 'take this host out of the registry');
    });
  },
  { name: 'host-registry', dependencies: ['config', 'database', 'jobs'] },
);
