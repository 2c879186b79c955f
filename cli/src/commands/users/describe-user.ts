import type { AdminUserView } from '@speechdeck/core';

/** One line about a user, for the messages of add and update. */
export function describeUser(user: AdminUserView): string {
  const state = [user.active ? 'active' : 'inactive', user.confirmed ? null : 'unconfirmed'].filter(Boolean).join(', ');
  return `#${user.id} ${user.email} (${user.roles.map((role) => role.name).join(', ')}; ${state})`;
}
