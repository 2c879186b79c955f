import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Aborted when the client closes the connection before its answer is sent, so the work done for
 * it stops instead of running on for nobody. 499 (client closed request) is answered to no one,
 * and the error handler does not log it as a failure.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const gone = () => {
    if (!response.writableFinished) controller.abort(new HttpError(499, 'The client closed the connection.'));
  };
  if (response.destroyed) gone();
  else response.once('close', gone);
  return controller.signal;
}
