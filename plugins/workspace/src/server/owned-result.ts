import type { FastifyRequest } from 'fastify';
import { HttpError } from '@speechdeck/core/server';
import type { ResultsStore } from './store/results-store.ts';

/**
 * A result the caller may see: their own, or any for an admin. Another user's process id is
 * answered like an unknown one, so ids cannot be probed.
 */
export function ownedResult(results: ResultsStore, request: FastifyRequest, processId: string) {
  const result = results.get(processId);
  const caller = request.authUser!;
  if (!result || (result.userId !== caller.id && caller.role !== 'ADMIN')) {
    throw new HttpError(404, `No result with process id '${processId}'.`);
  }
  return result;
}

/** The result as clients see it: where its media lies on the host stays on the host. */
export function withoutMedia<T extends { mediaKey: string }>(stored: T): Omit<T, 'mediaKey'> {
  const { mediaKey: _mediaKey, ...result } = stored;
  return result;
}
