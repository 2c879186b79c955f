import type { TestHost } from '@speechdeck/server/testing';

/**
 * Closes a test host without waiting out keep-alive: fastify's close waits for every connection it
 * does not see as idle, and one that has served a streamed file (replyWithAudio) is not seen so
 * until its keep-alive ends (72 s); measured with fastify alone, one file reply in some runs held
 * close() for 70 s. Every request of the test is answered by then, so its connections are cut.
 */
export async function closeHost(host: TestHost): Promise<void> {
  host.app.server.closeAllConnections();
  await host.close();
}
