/** Pages a person is never sent back to after logging in. */
const NOT_RETURNABLE = new Set(['/login', '/auth/login', '/register', '/check-email', '/confirm', '/forgot-password', '/reset-password']);

export interface ReturnState {
  from?: string;
}

/** Where to go after login: back where the guard stopped them, else /home (spec §4). */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return '/home';
  return NOT_RETURNABLE.has(from.split('?')[0]!) ? '/home' : from;
}
