import fp from 'fastify-plugin';
import { createUsersRepo } from './users-repo.ts';
import { hashPassword } from '../auth/passwords.ts';

export default fp(
  async (app) => {
    const users = createUsersRepo(app.db, () => app.clock.now());
    app.decorate('users', users);
    await ensureAdmin(app.config.admin, users, app.log);
  },
  { name: 'users', dependencies: ['config', 'database'] },
);

/** SPEECHDECK_ADMIN_EMAIL/PASSWORD create a confirmed ADMIN on first start; an existing account is left as it is. */
async function ensureAdmin(
  admin: { email: string; password: string } | undefined,
  users: ReturnType<typeof createUsersRepo>,
  log: { info(msg: string): void },
): Promise<void> {
  if (!admin || users.findByEmail(admin.email)) return;
  users.create({
    email: admin.email, firstName: 'Admin', lastName: '', role: 'ADMIN', confirmed: true,
    passwordHash: await hashPassword(admin.password),
  });
  log.info(`created the admin account ${admin.email}`);
}
