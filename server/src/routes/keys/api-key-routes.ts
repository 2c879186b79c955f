import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_LIMITS, apiKeysApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';

/**
 * Keys are managed from a login session only (as GitHub and OpenAI do): a leaked key must not be
 * able to mint more keys that outlive its own revocation, nor list the others.
 */
async function sessionOnly(request: FastifyRequest): Promise<void> {
  if (request.authUser?.apiKeyId !== undefined) {
    throw new HttpError(403, 'API keys are managed from a login session (the dashboard, or speechdeck login), not with an API key.');
  }
}

/** A user's API keys; an admin lists and revokes anyone's by `userId`. */
export default async function apiKeyRoutes(app: FastifyInstance) {
  const options = { preHandler: sessionOnly };

  registerEndpoint(app, app.auth.guard, apiKeysApi.create, async (request) => {
    const created = await app.apiKeys.create(request.authUser!.id, request.body.name, API_KEY_LIMITS.perUser);
    if (created === 'limit') {
      throw new HttpError(409, `You have ${API_KEY_LIMITS.perUser} API keys, the most one user may hold: revoke one you no longer use first.`);
    }
    return { id: created.id, name: created.name, createdAt: created.createdAt, key: created.key };
  }, options);

  registerEndpoint(app, app.auth.guard, apiKeysApi.list, async (request) =>
    app.apiKeys.list(app.auth.actingUserId(request, request.query.userId)), options);

  registerEndpoint(app, app.auth.guard, apiKeysApi.revoke, async (request) => {
    const { id } = request.params;
    // Scoped to the acting user: another user's key id is answered like an unknown one and cannot be probed.
    if (!(await app.apiKeys.revoke(app.auth.actingUserId(request, request.query.userId), id))) throw new HttpError(404, `No API key with id ${id}.`);
    return { message: `API key ${id} revoked.` };
  }, options);
}
