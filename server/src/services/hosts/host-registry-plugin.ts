import fp from 'fastify-plugin';
import { createHostRegistry, HEARTBEAT_MS } from './host-registry.ts';

/** Enters this process in the data dir's registry before it does anything there, keeps it alive, and leaves on close. */
export default fp(
  async (app) => {
    const registry = createHostRegistry(app.db, { owner: app.jobs.owner, role: app.config.role });
    registry.beat();
    // A database that stops answering is the health check's to report; the row then goes stale.
    const quietly = (step: () => void, what: string) => {
      try {
        step();
      } catch (error) {
        app.log.warn({ err: error }, `could not ${what} in the database`);
      }
    };
    const heartbeat = setInterval(() => quietly(registry.beat, 'mark this host alive'), HEARTBEAT_MS).unref();
    app.decorate('hosts', registry);
    // Before the database closes.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      quietly(registry.leave, 'take this host out of the registry');
    });
  },
  { name: 'host-registry', dependencies: ['config', 'database', 'jobs'] },
);
