import type { FastifyInstance } from 'fastify';
import { accountsApi, ROLE_IDS, type RoleName } from '@speechdeck/core';
import { HttpError, registerEndpoint } from '@speechdeck/core/server';
import { commonPasswordProblem, hashPassword } from '../../services/auth/passwords.ts';
import { toAdminUserView } from '../../services/users/users-repo.ts';

function roleById(id: number): RoleName {
  const entry = Object.entries(ROLE_IDS).find(([, roleId]) => roleId === id);
  if (!entry) throw new HttpError(400, `Unknown role id ${id}.`, { role: `Use ${Object.entries(ROLE_IDS).map(([n, i]) => `${i} (${n})`).join(' or ')}.` });
  return entry[0] as RoleName;
}

async function checkedHash(password: string): Promise<string> {
  const problem = commonPasswordProblem(password);
  if (problem) throw new HttpError(400, problem, { password: problem });
  return hashPassword(password);
}

/** Admin user management; the guard answers 403 to anyone else. */
export default async function adminUserRoutes(app: FastifyInstance) {
  const existing = async (id: number) => {
    const user = await app.users.find(id);
    if (!user) throw new HttpError(404, `No user with id ${id}.`);
    return user;
  };

  registerEndpoint(app, app.auth.guard, accountsApi.all, async () => (await app.users.list()).map(toAdminUserView));

  registerEndpoint(app, app.auth.guard, accountsApi.find, async (request) => toAdminUserView(await existing(request.params.id)));

  registerEndpoint(app, app.auth.guard, accountsApi.add, async (request) => {
    const { username, password, role, employee } = request.body;
    if (await app.users.findByEmail(username)) throw new HttpError(409, 'A user with this e-mail exists already.', { username: 'Already taken.' });
    const user = await app.users.create({
      email: username, firstName: '', lastName: '', role: roleById(role.id), confirmed: true,
      employeeId: employee?.id ?? null, passwordHash: await checkedHash(password),
    });
    return toAdminUserView(user);
  });

  registerEndpoint(app, app.auth.guard, accountsApi.update, async (request) => {
    const { id, username, password, role, employee, active } = request.body;
    const user = await existing(id);
    const self = id === request.authUser!.id;
    const newRole = role ? roleById(role.id) : undefined;
    if (self && newRole && newRole !== user.role) throw new HttpError(403, 'You cannot change your own role.');
    if (self && active === false) throw new HttpError(400, 'You cannot deactivate your own account.', { active: 'Not your own.' });
    if (username && username !== user.email && (await app.users.findByEmail(username))) {
      throw new HttpError(409, 'A user with this e-mail exists already.', { username: 'Already taken.' });
    }
    const updated = await app.users.update(id, {
      email: username,
      role: newRole,
      active,
      employeeId: employee === undefined ? undefined : (employee?.id ?? null),
      passwordHash: password ? await checkedHash(password) : undefined,
      // Any change to what the user may do or how they log in ends their current sessions.
      revokeTokens: Boolean(password || active === false || (newRole && newRole !== user.role)),
    });
    return toAdminUserView(updated!);
  });

  registerEndpoint(app, app.auth.guard, accountsApi.remove, async (request) => {
    const { id } = request.params;
    await existing(id);
    if (id === request.authUser!.id) throw new HttpError(400, 'You cannot delete your own account.');
    await app.users.delete(id);
    // Their rows went with the account; their files (recordings, syntheses, voices, uploads) go now.
    const files = await app.media.removeOwner(id).catch((error: unknown) => {
      request.log.error({ err: error, userId: id }, 'the deleted user\'s media could not all be removed: remove media/<id>/ by hand');
      return null;
    });
    return { message: `User ${id} deleted${files === null ? '; some of their files could not be removed (the log says which folder)' : files > 0 ? `, with their ${files} stored ${files === 1 ? 'file' : 'files'}` : ''}.` };
  });
}
