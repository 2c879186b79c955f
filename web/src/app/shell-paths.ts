/** The routes the shell itself answers (without '#/'); no plugin may register these. */
export const SHELL_PATHS = [
  'home', 'learnmore', 'aboutus', 'eula', 'csae', 'privacypolicy', 'app-ads.txt',
  'login', 'auth/login', 'register', 'check-email', 'confirm', 'forgot-password', 'reset-password',
  'changepass', 'admin/users',
] as const;
export type ShellPath = (typeof SHELL_PATHS)[number];
