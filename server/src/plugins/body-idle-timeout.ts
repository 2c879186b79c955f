import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@speechdeck/core';

export interface BodyIdleTimeoutOptions {
  /** Longest silence while a request body is still arriving. */
  idleMs: number;
}

/**
 * A client that stops sending in the middle of a request body (an upload cut off) gets 408 and a
 * closed connection once it has been silent for `idleMs`, so no request waits forever holding a
 * socket, a descriptor and a partial file. Only the receiving is timed: a long answer (a synchronous
 * recognition) after the body is complete is not. Like Node's own request timeout, the answer is
 * written to the socket directly, since the route is still waiting for the body.
 */
export default fp<BodyIdleTimeoutOptions>(
  async (app, { idleMs }) => {
    // Silence is counted in ticks of the event loop's timers rather than by the wall clock: reads
    // are handled between two ticks, so a host busy elsewhere never mistakes its own delay for the
    // client's.
    const every = Math.min(1000, Math.max(10, idleMs / 4));
    const quietTicksAllowed = Math.ceil(idleMs / every);
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      if (raw.complete || !hasBody(raw.headers)) return;
      const socket = raw.socket;
      let lastRead = socket.bytesRead;
      let quietTicks = 0;
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) return clearInterval(timer);
        if (socket.bytesRead !== lastRead) {
          lastRead = socket.bytesRead;
          quietTicks = 0;
          return;
        }
        if (++quietTicks < quietTicksAllowed) return;
        clearInterval(timer);
        request.log.info({ idleMs }, 'request body stopped arriving: answering 408 and closing');
        if (!reply.raw.headersSent) answer408(socket, idleMs);
        socket.destroy();
      }, every);
      timer.unref();
    });
  },
  { name: 'body-idle-timeout' },
);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

function answer408(socket: Socket, idleMs: number): void {
  const body: ApiErrorBody = {
    statusCode: 408,
    error: 'Request Timeout',
    message: `Nothing arrived for ${idleMs / 1000} s in the middle of the request; send it again.`,
  };
  const json = JSON.stringify(body);
  socket.write(
    'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n'
      + `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}
