import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import { verifyPassword } from '../../services/auth/passwords.ts';
import { toUserView } from '../../services/users/users-repo.ts';

const INVALID = 'Invalid e-mail or password.';

export default async function loginRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, accountsApi.login, async (request) => {
    const { email, password } = request.body;
    const verdict = app.loginLimiter.check(request.ip, email);
    if (!verdict.allowed) {
      throw new HttpError(429, `Too many login attempts; try again in ${verdict.retryAfterSeconds} s.`, undefined, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
    app.loginLimiter.attempt(request.ip);
    const user = app.users.findByEmail(email);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      app.loginLimiter.failure(email);
      throw new HttpError(401, INVALID);
    }
    // Only after the right password may the answer say more than "invalid".
    if (user.confirmed !== 1) throw new HttpError(403, 'Confirm your e-mail first: follow the link we sent you.');
    if (user.active !== 1) throw new HttpError(403, 'This account is deactivated; ask an admin.');
    app.loginLimiter.success(email);
    const jwtToken = await app.accessTokens.issue({ userId: user.id, role: user.role, tokenVersion: user.token_version });
    return { jwtToken, user: toUserView(user) };
  });
}
