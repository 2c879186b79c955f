import type { FastifyInstance } from 'fastify';

/**
 * Closing waits for answers in flight, and an answer streamed to a client that stopped reading (a
 * paused download) never ends: close() then waited for the connection to time out, 70 s and more,
 * and SIGTERM with it. After the grace period the remaining connections are cut; jobs are not
 * lost by it (the queue's leases hand them to the next start).
 */
export function cutStalledAnswersOnClose(server: FastifyInstance, graceMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  server.addHook('preClose', (done) => {
    timer = setTimeout(() => server.server.closeAllConnections(), graceMs);
    timer.unref();
    done();
  });
  server.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
}
