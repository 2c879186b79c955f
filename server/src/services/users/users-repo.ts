import { sql } from '@speechdeck/core/server';
import type { PlatformDb } from '../database/platform-tables.ts';
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

export function createUsersRepo(db: PlatformDb, now: () => Date) {
  const columns: Record<keyof Omit<UserChanges, 'revokeTokens'>, keyof UserRow> = {
    email: 'email', firstName: 'first_name', lastName: 'last_name', passwordHash: 'password_hash',
    role: 'role', active: 'active', confirmed: 'confirmed', employeeId: 'employee_id',
  };
  const find = (id: number): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    find,
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    list: (): Promise<UserRow[]> => db.selectFrom('users').selectAll().orderBy('id').execute(),
    async create(user: NewUser): Promise<UserRow> {
      const { id } = await db
        .insertInto('users')
        .values({
          email: user.email.toLowerCase(),
          first_name: user.firstName,
          last_name: user.lastName,
          password_hash: user.passwordHash,
          role: user.role,
          confirmed: user.confirmed ? 1 : 0,
          employee_id: user.employeeId ?? null,
          created_at: now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await find(id))!;
    },
    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const values: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(columns) as [keyof typeof columns, keyof UserRow][]) {
        const value = changes[key];
        if (value !== undefined) values[column] = typeof value === 'boolean' ? Number(value) : value;
      }
      if (changes.revokeTokens) values.token_version = sql`token_version + 1`;
      if (Object.keys(values).length > 0) await db.updateTable('users').set(values).where('id', '=', id).execute();
      return find(id);
    },
    delete: async (id: number): Promise<boolean> => Number((await db.deleteFrom('users').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0,
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
