import fp from 'fastify-plugin';
import { SqliteError } from 'better-sqlite3';
import { servesApi } from '../../host-role.ts';
import { createUsersRepo, type UsersRepo } from './users-repo.ts';
import { hashPassword } from '../auth/passwords.ts';

export default fp(
  async (app) => {
    const users = createUsersRepo(app.db, () => app.clock.now());
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
  if (!admin || users.findByEmail(admin.email)) return;
  const passwordHash = await hashPassword(admin.password);
  try {
    users.create({ email: admin.email, firstName: 'Admin', lastName: '', role: 'ADMIN', confirmed: true, passwordHash });
  } catch (error) {
    if (error instanceof SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE' && users.findByEmail(admin.email)) return;
    throw error;
  }
  log.info(`created the admin account ${admin.email}`);
}
