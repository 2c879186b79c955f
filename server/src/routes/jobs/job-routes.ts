import type { FastifyInstance } from 'fastify';
import { jobsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';

/** Any tracked job's state, for its owner: one way to follow a job, whichever service runs it. */
export default async function jobRoutes(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, jobsApi.job, async (request) => {
    const { id } = request.params;
    const state = await app.jobStates.get(id);
    const user = request.authUser!;
    if (!state || (state.userId !== user.id && user.role !== 'ADMIN')) throw new HttpError(404, `No job with id '${id}'.`);
    const { userId: _userId, ...view } = state;
    return view;
  });
}
