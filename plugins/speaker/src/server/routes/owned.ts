import type { FastifyRequest } from 'fastify';
import { HttpError } from '@speechdeck/core/server';

/** A row the caller may see: their own, or any for an admin. Another user's is answered like an unknown id, so none can be probed. */
export function owned<T extends { userId: number }>(request: FastifyRequest, row: T | undefined, notFound: string): T {
  const caller = request.authUser!;
  if (!row || (row.userId !== caller.id && caller.role !== 'ADMIN')) throw new HttpError(404, notFound);
  return row;
}
