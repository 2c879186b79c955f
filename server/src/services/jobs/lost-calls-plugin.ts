import fp from 'fastify-plugin';
import { HEARTBEAT_MS } from '../hosts/host-registry.ts';

/** What the user reads of a call whose host died while it ran. */
export const LOST_CALL = 'The host running it stopped before it finished; run it again.';

/**
 * Fails the calls of processes that died while running them (killed, or a machine gone silent),
 * at start and then as often as hosts beat: a queued job's lease brings it back, but a call runs
 * in no queue, so without this its state would say "running" for ever.
 */
export default fp(
  async (app) => {
    const sweep = async () => {
      const failed = await app.jobStates.failCallsOf(async (owner) => !(await app.hosts.alive(owner)), LOST_CALL);
      if (failed > 0) app.log.warn({ failed }, 'calls of a process that died marked failed');
    };
    // A database that stops answering is the health check's to report; the next beat tries again.
    const quietly = () => sweep().catch((error: unknown) => app.log.warn({ err: error }, 'could not look for calls of dead processes'));
    await quietly();
    const timer = setInterval(() => void quietly(), HEARTBEAT_MS).unref();
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'lost-calls', dependencies: ['jobs', 'host-registry'] },
);
