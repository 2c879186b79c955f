import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint, tooManyRequests } from '@speechdeck/core/server';
import type { LoginRefusal } from '../../services/auth/login-limiter.ts';
import { verifyPassword } from '../../services/auth/passwords.ts';
import { toUserView } from '../../services/users/users-repo.ts';

const INVALID = 'Invalid e-mail or password.';
const UNCONFIRMED = 'Confirm your e-mail first: follow the link we sent you, or ask for a new one.';

const REFUSED: Record<LoginRefusal, string> = {
  client: 'Too many failed logins from your network address.',
  'account-and-client': 'Too many failed logins for this account from your network address.',
  account: 'Too many failed logins for this account from many places: log in from a device that logged in to it before, or reset the password by e-mail.',
};

export default async function loginRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, accountsApi.login, async (request) => {
    const { email, password } = request.body;
    const verdict = await app.loginLimiter.begin(request.ip, email);
    if (verdict.refused) throw tooManyRequests(verdict, REFUSED[verdict.refused]);
    const user = await app.users.findByEmail(email);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) throw new HttpError(401, INVALID);
    await app.loginLimiter.succeeded(request.ip, email);
    // Only after the right password may the answer say more than "invalid".
    if (user.confirmed !== 1) throw new HttpError(403, UNCONFIRMED, { email: UNCONFIRMED });
    if (user.active !== 1) throw new HttpError(403, 'This account is deactivated; ask an admin.');
    const jwtToken = await app.accessTokens.issue({ userId: user.id, role: user.role, tokenVersion: user.token_version });
    return { jwtToken, user: toUserView(user) };
  });
}
