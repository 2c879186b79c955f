import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { memoryStorage, type KeyValueStorage } from '@speechdeck/core';
import type { PluginRegistry } from '@speechdeck/core/web';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';
import { createShell } from '../app/create-shell.ts';
import { createShellRegistry } from '../app/registry.ts';
import { ShellProviders } from '../app/shell-providers.tsx';
import { createInlineI18n } from '../i18n/create-i18n.ts';

export const LOGGED_IN = { access_token: 'token', name: 'Ada Lovelace', role: 'USER', email: 'ada@example.test' };
export const LOGGED_IN_ADMIN = { ...LOGGED_IN, role: 'ADMIN' };

interface ShellRenderOptions {
  registry?: PluginRegistry;
  /** What localStorage holds at the start: LOGGED_IN for a session, nothing for none. */
  stored?: Record<string, string>;
  path?: string;
  /** Routes to render; by default `ui` answers every path. */
  routes?: RouteObject[];
  /** One holding answers already, so the test makes no call for them. */
  queryClient?: QueryClient;
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders inside the real providers with in-memory storage and router, and the real messages. */
export function renderWithShell(ui: ReactNode, { registry = createShellRegistry(), stored = {}, path = '/home', routes, queryClient = testQueryClient() }: ShellRenderOptions = {}) {
  const storage: KeyValueStorage = memoryStorage(stored);
  const { platform, shell } = createShell({ storage, registry });
  const i18n = createInlineI18n({ en, tr }, registry.plugins);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <ShellProviders platform={platform} shell={shell} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { ...view, router, storage, platform, shell, i18n };
}
