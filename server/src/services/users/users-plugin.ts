import fp from 'fastify-plugin';
import { servesApi } from '../../host-role.ts';
import { createUsersRepo, type UsersRepo } from './users-repo.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isUniqueViolation } from '../database/unique-violation.ts';

export default fp(
  async (app) => {
    const users = createUsersRepo(app.store.db, () => app.clock.now());
    app.decorate('users', users);
    // A worker serves no accounts: the API hosts create the admin.
    if (servesApi(app.config.role)) await ensureAdmin(app.config.admin, users, app.log);
  },
  { name: 'users', dependencies: ['config', 'database'] },
);

/**
 * SPEECHDECK_ADMIN_EMAIL/PASSWORD create a confirmed ADMIN on first start; an existing account is
 * left as it is. Hosts starting at once on one database may both find no account: the one whose
 * insert loses to the e-mail's uniqueness takes the other's account as existing.
 */
export async function ensureAdmin(
  admin: { email: string; password: string } | undefined,
  users: UsersRepo,
  log: { info(msg: string): void },
): Promise<void> {
  if (!admin || (await users.findByEmail(admin.email))) return;
  const passwordHash = await hashPassword(admin.password);
  try {
    await users.create({ email: admin.email, firstName: 'Admin', lastName: '', role: 'ADMIN', confirmed: true, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error) && (await users.findByEmail(admin.email))) return;
    throw error;
  }
  log.info(`created the admin account ${admin.email}`);
}
