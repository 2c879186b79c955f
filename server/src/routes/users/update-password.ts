import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import { commonPasswordProblem, hashPassword, verifyPassword } from '../../services/auth/passwords.ts';
import { toUserView } from '../../services/users/users-repo.ts';

export default async function ownAccountRoutes(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, accountsApi.updatePassword, async (request) => {
    const user = (await app.users.find(request.authUser!.id))!;
    const { oldPassword, newPassword } = request.body;
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      throw new HttpError(400, 'The current password is wrong.', { oldPassword: 'The current password is wrong.' });
    }
    const problem = commonPasswordProblem(newPassword);
    if (problem) throw new HttpError(400, problem, { newPassword: problem });
    if (oldPassword === newPassword) {
      throw new HttpError(400, 'The new password must differ from the current one.', { newPassword: 'Must differ from the current password.' });
    }
    await app.users.update(user.id, { passwordHash: await hashPassword(newPassword), revokeTokens: true });
    return { message: 'Your password is changed: log in again with the new one.' };
  });

  registerEndpoint(app, app.auth.guard, accountsApi.me, async (request) => toUserView((await app.users.find(request.authUser!.id))!));
}
