import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineServicePlugin } from '@speechdeck/core/web';
import { LOGGED_IN, LOGGED_IN_ADMIN, renderWithShell } from '../test/render-with-shell.tsx';
import { createShellRegistry, SERVICE_PLUGINS } from './registry.ts';
import { shellRoutes } from './routes.tsx';

afterEach(cleanup);

function renderAt(path: string, stored: Record<string, string> = {}, registry = createShellRegistry()) {
  return renderWithShell(null, { path, stored, registry, routes: shellRoutes(registry) });
}

describe('shell routes', () => {
  it('sends the empty path and unknown paths to /home', async () => {
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a logged-out visitor of a service page to /login, remembering where they were', async () => {
    const { router } = renderAt('/speaker/identify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/speaker/identify' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('shows "coming soon" with the service name for a plugin route without a page', async () => {
    const unbuilt = defineServicePlugin({
      id: 'unbuilt',
      routes: [{ path: 'unbuilt', titleKey: 'unbuilt.title' }],
      nav: [],
      messages: { en: { 'unbuilt.title': 'Unbuilt Service' } },
    });
    renderAt('/unbuilt', LOGGED_IN, createShellRegistry([...SERVICE_PLUGINS, unbuilt]));
    expect(await screen.findByRole('heading', { name: 'Unbuilt Service' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('loads a plugin page lazily once the plugin has one', async () => {
    const demo = defineServicePlugin({
      id: 'demo',
      routes: [{ path: 'demo', titleKey: 'demo.title', page: async () => ({ default: () => <h1>The demo page</h1> }) }],
      nav: [],
    });
    renderAt('/demo', LOGGED_IN, createShellRegistry([...SERVICE_PLUGINS, demo]));
    expect(await screen.findByRole('heading', { name: 'The demo page' })).toBeTruthy();
  });

  it('answers /admin/users with 403 for a user and the Users page for an admin', async () => {
    const user = renderAt('/admin/users', LOGGED_IN);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    user.unmount();
    renderAt('/admin/users', LOGGED_IN_ADMIN);
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeTruthy();
  });

  it('answers /auth/login with the login screen', async () => {
    renderAt('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('refuses at start-up a plugin that takes a path of the shell', () => {
    const thief = defineServicePlugin({ id: 'thief', routes: [{ path: 'login', titleKey: 'thief.title' }], nav: [] });
    expect(() => createShellRegistry([...SERVICE_PLUGINS, thief])).toThrow(/'login'.*the shell/);
  });
});
