import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import type { ServerContext } from './server-context.ts';

/**
 * A result the caller may see: their own, or any for an admin. Another user's process id is
 * answered like an unknown one, so ids cannot be probed.
 */
export function ownedResult(context: ServerContext, request: FastifyRequest, processId: string) {
  const result = context.results.get(processId);
  const caller = request.authUser!;
  if (!result || (result.userId !== caller.id && caller.role !== 'ADMIN')) {
    throw new HttpError(404, `No result with process id '${processId}'.`);
  }
  return result;
}

/** The result as clients see it: where its media lies on the host stays on the host. */
export function withoutMedia<T extends { mediaPath: string }>(stored: T): Omit<T, 'mediaPath'> {
  const { mediaPath: _mediaPath, ...result } = stored;
  return result;
}
