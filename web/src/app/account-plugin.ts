import { defineServicePlugin } from '@speechdeck/core/web';

/** The shell's own entry in "User's Space": registered like any plugin so the menu has one source. */
export const accountPlugin = defineServicePlugin({
  id: 'account',
  routes: [
    { path: 'dashboard', titleKey: 'nav.dashboard', access: 'user', page: () => import('../features/account/dashboard-page.tsx') },
  ],
  nav: [{ menu: 'space', order: 10, titleKey: 'nav.dashboard', path: 'dashboard' }],
});
