import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError, type Auth, type AuthUser } from '@speechdeck/core/server';
import type { Access } from '@speechdeck/core';
import { createAccessTokens, loadJwtSecret, loadStoredJwtSecret } from './access-tokens.ts';
import { createOneTimeTokens } from './one-time-tokens.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { trustedClients } from './trusted-clients.ts';
import { createApiKeysRepo } from '../api-keys/api-keys-repo.ts';
import { isWellFormedApiKey, looksLikeApiKey } from '../api-keys/api-key-secrets.ts';

export default fp(
  async (app) => {
    const now = () => app.clock.now();
    // One SQLite file has one data dir beside it; processes sharing PostgreSQL may share nothing else.
    const secret = app.config.jwtSecret || app.store.dialect === 'sqlite' ? loadJwtSecret(app.config.dataDir, app.config.jwtSecret) : await loadStoredJwtSecret(app.store.db);
    const tokens = createAccessTokens(secret, app.config.tokenTtlSeconds, now);
    app.decorate('accessTokens', tokens);
    app.decorate('oneTimeTokens', createOneTimeTokens(app.store.db, now));
    app.decorate('loginLimiter', createLoginLimiter(app.config.loginLimits, app.rateLimits, trustedClients(app.redis, now)));
    const apiKeys = createApiKeysRepo(app.store.db, now);
    app.decorate('apiKeys', apiKeys);
    app.decorateRequest('authUser', null);

    /**
     * The caller from the bearer token or API key; a credential of a deleted or deactivated account
     * is no credential, nor is a session token of a re-keyed one. A key acts as its user with the
     * user's role now (it carries no claims of its own).
     */
    async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      const credential = header.slice('Bearer '.length).trim();
      if (looksLikeApiKey(credential)) {
        const holder = isWellFormedApiKey(credential) ? await apiKeys.holder(credential) : undefined;
        if (!holder) return null;
        await apiKeys.touch(holder);
        return { ...holder.user, apiKeyId: holder.keyId };
      }
      const claims = await tokens.verify(credential);
      if (!claims) return null;
      const user = await app.users.find(claims.userId);
      if (!user || user.active !== 1 || user.token_version !== claims.tokenVersion) return null;
      return { id: user.id, email: user.email, role: user.role };
    }

    const guards: Record<Access, (request: FastifyRequest) => Promise<void>> = {
      public: async () => {},
      user: async (request) => {
        request.authUser = await authenticate(request);
        if (!request.authUser) throw new HttpError(401, 'Log in first: the session is missing, expired or revoked.', undefined, { 'www-authenticate': 'Bearer' });
      },
      admin: async (request) => {
        await guards.user(request);
        if (request.authUser?.role !== 'ADMIN') throw new HttpError(403, 'Only an admin may do this.');
      },
    };

    const parts: Auth = {
      guard: (access) => guards[access],
      actingUserId(request, userId) {
        const caller = request.authUser;
        if (!caller) throw new HttpError(401, 'Log in first.');
        if (userId === undefined || userId === '') return caller.id;
        const asked = Number(userId);
        if (!Number.isInteger(asked)) throw new HttpError(400, 'userId must be a whole number.', { userId: 'Must be a whole number.' });
        if (asked !== caller.id && caller.role !== 'ADMIN') throw new HttpError(403, 'userId must be your own.');
        return asked;
      },
      async sessionVersion(userId) {
        const user = await app.users.find(userId);
        return user && user.active === 1 ? user.token_version : null;
      },
    };
    app.decorate('auth', parts);
  },
  { name: 'auth', dependencies: ['config', 'database', 'redis', 'rate-limits', 'users'] },
);
