import { defineServicePlugin } from '@speechdeck/core/web';

/** The shell's own entries in "User's Space": registered like any plugin so the menu has one source. */
export const accountPlugin = defineServicePlugin({
  id: 'account',
  routes: [
    { path: 'dashboard', titleKey: 'nav.dashboard', access: 'user', page: () => import('../features/account/dashboard-page.tsx') },
    { path: 'api-keys', titleKey: 'nav.apiKeys', access: 'user', page: () => import('../features/keys/api-keys-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 10, titleKey: 'nav.dashboard', path: 'dashboard' },
    // Last: settings of the account, after the places where work is done.
    { menu: 'space', order: 90, titleKey: 'nav.apiKeys', path: 'api-keys' },
  ],
});
