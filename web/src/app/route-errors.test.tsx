import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineServicePlugin, type LazyPage, type MessagesLoader } from '@speechdeck/core/web';
import { LOGGED_IN, renderWithShell } from '../test/render-with-shell.tsx';
import { createShellRegistry, SERVICE_PLUGINS } from './registry.ts';
import { shellRoutes } from './routes.tsx';

/** What Chromium rejects an import() with when the file is gone: the tab predates a deploy. */
const gone = (file: string) => new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`);

async function renderDemo(page: LazyPage, loadMessages?: MessagesLoader) {
  const demo = defineServicePlugin({
    id: 'demo',
    routes: [{ path: 'demo', titleKey: 'demo.title', page }],
    nav: [{ menu: 'services', order: 1, titleKey: 'demo.title', path: 'demo' }],
    messages: { en: { 'demo.title': 'Demo' } },
    loadMessages,
  });
  const registry = createShellRegistry([...SERVICE_PLUGINS, demo]);
  // Awaited: a page that suspends outside an awaited act() is never rendered again by React.
  await act(async () => {
    renderWithShell(null, { path: '/demo', stored: LOGGED_IN, registry, routes: shellRoutes(registry) });
  });
}

/** Leaves the page by the navbar and comes back to it by the 'AI Services' menu, as a person would. */
async function leaveAndComeBack() {
  const navbar = within(screen.getByRole('banner'));
  await act(() => fireEvent.click(navbar.getByRole('link', { name: 'Learn More' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Learn more' })).toBeTruthy();
  fireEvent.click(navbar.getByRole('button', { name: /^AI Services/ }));
  await act(() => fireEvent.click(navbar.getByRole('link', { name: 'Demo' })));
}

const NEW_VERSION = 'A new version of speechdeck is available';

beforeEach(() => {
  // React reports each error an error boundary caught; here they are the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page that fails', () => {
  it('whose code is gone says a new version is available, under the navbar, and asks for the file once', async () => {
    const page = vi.fn<LazyPage>(() => Promise.reject(gone('demo-page-Ab12.js')));
    await renderDemo(page);
    expect(await screen.findByRole('heading', { level: 1, name: NEW_VERSION })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Unexpected Application Error|Hey developer/);

    await leaveAndComeBack();
    expect(await screen.findByRole('heading', { level: 1, name: NEW_VERSION })).toBeTruthy();
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('whose words are gone asks for them once instead of on every render', async () => {
    const loadMessages = vi.fn<MessagesLoader>(() => Promise.reject(gone('messages-Cd34.js')));
    await renderDemo(async () => ({ default: () => <h1>The demo page</h1> }), loadMessages);
    expect(await screen.findByRole('heading', { level: 1, name: NEW_VERSION })).toBeTruthy();

    await leaveAndComeBack();
    expect(await screen.findByRole('heading', { level: 1, name: NEW_VERSION })).toBeTruthy();
    expect(loadMessages).toHaveBeenCalledTimes(1);
  });

  it('with a fault of its own shows an apology with the navbar, not the developer screen', async () => {
    await renderDemo(async () => ({
      default: () => {
        throw new Error('undefined is not a function');
      },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined is not a function|Unexpected Application Error|Hey developer/);
  });
});
