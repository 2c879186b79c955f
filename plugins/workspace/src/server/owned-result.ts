import type { FastifyRequest } from 'fastify';
import { HttpError } from '@speechdeck/core/server';
import type { ResultsStore } from './store/results-store.ts';

/**
 * A result the caller may see, by process id: their own, or for an admin the one of the user
 * `ownerId` names (as auth.actingUserId allowed it). Process ids are per user, so another user's
 * is answered like an unknown one and cannot be probed.
 */
export async function ownedResult(results: ResultsStore, request: FastifyRequest, processId: string, ownerId?: number) {
  const caller = request.authUser!;
  const owner = ownerId ?? caller.id;
  const result = owner === caller.id || caller.role === 'ADMIN' ? await results.get(owner, processId) : undefined;
  if (!result) throw new HttpError(404, `No result with process id '${processId}'.`);
  return result;
}

/** The result as clients see it: where its media lies on the host stays on the host. */
export function withoutMedia<T extends { mediaKey: string }>(stored: T): Omit<T, 'mediaKey'> {
  const { mediaKey: _mediaKey, ...result } = stored;
  return result;
}
