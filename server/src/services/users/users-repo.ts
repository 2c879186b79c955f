import type { Database } from 'better-sqlite3';
import type { AdminUserView, RoleName, UserView } from '@speechdeck/core';

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: RoleName;
  active: number;
  confirmed: number;
  employee_id: number | null;
  token_version: number;
  created_at: string;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: RoleName;
  confirmed: boolean;
  employeeId?: number | null;
}

export interface UserChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  passwordHash?: string;
  role?: RoleName;
  active?: boolean;
  confirmed?: boolean;
  employeeId?: number | null;
  /** Ends every token issued before: set on password change, reset, deactivation, role change. */
  revokeTokens?: boolean;
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

export function createUsersRepo(db: Database, now: () => Date) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id');
  const insert = db.prepare(`INSERT INTO users (email, first_name, last_name, password_hash, role, confirmed, employee_id, created_at)
    VALUES (@email, @firstName, @lastName, @passwordHash, @role, @confirmed, @employeeId, @createdAt)`);
  const remove = db.prepare('DELETE FROM users WHERE id = ?');

  const columns: Record<keyof Omit<UserChanges, 'revokeTokens'>, string> = {
    email: 'email', firstName: 'first_name', lastName: 'last_name', passwordHash: 'password_hash',
    role: 'role', active: 'active', confirmed: 'confirmed', employeeId: 'employee_id',
  };

  return {
    find: (id: number) => byId.get(id),
    findByEmail: (email: string) => byEmail.get(email.toLowerCase()),
    list: () => all.all(),
    create(user: NewUser): UserRow {
      const result = insert.run({
        ...user,
        email: user.email.toLowerCase(),
        confirmed: user.confirmed ? 1 : 0,
        employeeId: user.employeeId ?? null,
        createdAt: now().toISOString(),
      });
      return byId.get(Number(result.lastInsertRowid))!;
    },
    update(id: number, changes: UserChanges): UserRow | undefined {
      const sets: string[] = [];
      const values: Record<string, unknown> = { id };
      for (const [key, column] of Object.entries(columns) as [keyof typeof columns, string][]) {
        const value = changes[key];
        if (value === undefined) continue;
        sets.push(`${column} = @${key}`);
        values[key] = typeof value === 'boolean' ? Number(value) : value;
      }
      if (changes.revokeTokens) sets.push('token_version = token_version + 1');
      if (sets.length > 0) db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = @id`).run(values);
      return byId.get(id);
    },
    delete: (id: number) => remove.run(id).changes > 0,
  };
}

export function toUserView(row: UserRow): UserView {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, roles: [{ name: row.role }] };
}

export function toAdminUserView(row: UserRow): AdminUserView {
  return {
    ...toUserView(row),
    username: row.email,
    active: row.active === 1,
    confirmed: row.confirmed === 1,
    employee: row.employee_id === null ? null : { id: row.employee_id },
    createdAt: row.created_at,
  };
}
