import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './app/create-query-client.ts';
import { createShell } from './app/create-shell.ts';
import { createShellRegistry } from './app/registry.ts';
import { shellRoutes } from './app/routes.tsx';
import { ShellProviders } from './app/shell-providers.tsx';
import { createBrowserI18n } from './i18n/create-i18n.ts';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './i18n/languages.ts';
import type { ReturnState } from './routing/return-path.ts';
import { browserStorage } from './session/browser-storage.ts';
import './styles/global.css';
import { notify } from '@speechdeck/core/web';

const storage = browserStorage();
const registry = createShellRegistry();
const i18n = createBrowserI18n({
  language: initialLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages),
  plugins: registry.plugins,
  storage,
});
const queryClient = createQueryClient(i18n);
const router = createHashRouter(shellRoutes(registry));

const { platform, shell } = createShell({
  storage,
  registry,
  events: window,
  // A 401 to a call with a token: the session has expired or was revoked; log in again.
  onSessionExpired: () => {
    notify.info(i18n.t('session.expired'));
    const { pathname, search } = router.state.location;
    const state: ReturnState = { from: `${pathname}${search}` };
    // Cleared once the page that made the call is gone, so nothing refetches without a session.
    void router.navigate('/login', { replace: true, state }).then(() => queryClient.clear());
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShellProviders platform={platform} shell={shell} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellProviders>
  </StrictMode>,
);
