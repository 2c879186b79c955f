import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginRegistry, defineServicePlugin } from '@speechdeck/core/web';
import HomePage from '../../features/home/home-page.tsx';
import { LOGGED_IN, renderWithShell } from '../../test/render-with-shell.tsx';
import { Navbar } from './navbar.tsx';

afterEach(cleanup);

const menuButton = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name}`) });
const linksOf = (button: HTMLElement) => {
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  return within(list).getAllByRole('link', { hidden: true }).map((link) => link.textContent);
};

describe('Navbar', () => {
  it('hides both menus while logged out and shows the login button', () => {
    renderWithShell(<Navbar />);
    expect(menuButton('AI Services')).toBeNull();
    expect(menuButton("User's Space")).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'speechdeck home' }).getAttribute('href')).toBe('/home');
  });

  it('builds both menus from the registry, in order, when logged in (spec §2)', () => {
    renderWithShell(<Navbar />, { stored: LOGGED_IN });
    expect(linksOf(menuButton('AI Services')!)).toEqual([
      'Speech Recognition', 'Medical Terms Recognition', 'Speech Synthesis', 'Voice Cloning', 'Speaker Enrollment',
      'Speaker Identification', 'Diarization & Tracking', 'Splitter', 'Named Entity Recognition', 'Translation',
    ]);
    expect(linksOf(menuButton("User's Space")!)).toEqual(['Dashboard', 'ASR Workspace', 'Live Workspace', 'Analyze Results', 'My vocabulary', 'Chat with AI', 'API keys']);
    expect(screen.getByRole('button', { name: 'logout' })).toBeTruthy();
  });

  it('lists every service page the home page links, a hub by the pages it leads to', async () => {
    await act(async () => {
      renderWithShell(<><Navbar /><HomePage /></>, { stored: LOGGED_IN });
    });
    const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href')!);
    const cards = hrefs(within(screen.getByRole('region', { name: 'Services' })).getAllByRole('link'));
    const menus = ['AI Services', "User's Space"].flatMap((name) => {
      const list = document.getElementById(menuButton(name)!.getAttribute('aria-controls')!)!;
      return hrefs(within(list).getAllByRole('link', { hidden: true }));
    });
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.filter((card) => !menus.some((entry) => entry === card || entry.startsWith(`${card}/`)))).toEqual([]);
  });

  it('orders entries by their order, not by registration', () => {
    const plugin = defineServicePlugin({
      id: 'demo',
      routes: [
        { path: 'zeta', titleKey: 'demo.zeta' },
        { path: 'alpha', titleKey: 'demo.alpha' },
        { path: 'mine', titleKey: 'demo.mine' },
      ],
      nav: [
        { menu: 'services', order: 20, titleKey: 'demo.zeta', path: 'zeta' },
        { menu: 'services', order: 10, titleKey: 'demo.alpha', path: 'alpha' },
        { menu: 'space', order: 5, titleKey: 'demo.mine', path: 'mine' },
      ],
      messages: { en: { 'demo.zeta': 'Zeta', 'demo.alpha': 'Alpha', 'demo.mine': 'Mine' } },
    });
    renderWithShell(<Navbar />, { stored: LOGGED_IN, registry: createPluginRegistry([plugin]) });
    expect(linksOf(menuButton('AI Services')!)).toEqual(['Alpha', 'Zeta']);
    expect(linksOf(menuButton("User's Space")!)).toEqual(['Mine']);
  });

  it('opens with the keyboard, walks the links with arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithShell(<Navbar />, { stored: LOGGED_IN });
    const button = menuButton('AI Services')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Speech Recognition');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Medical Terms Recognition');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Translation');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Speech Recognition');

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on tap and closes on a tap outside', () => {
    renderWithShell(<Navbar />, { stored: LOGGED_IN });
    const button = menuButton("User's Space")!;
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out: clears the storage, goes to /home and hides the menus', async () => {
    const { storage, router } = renderWithShell(<Navbar />, { stored: LOGGED_IN, path: '/dashboard' });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(storage.getItem('access_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    expect(menuButton('AI Services')).toBeNull();
    expect(screen.getByRole('button', { name: 'login' })).toBeTruthy();
  });

  it('switches the language to Turkish', async () => {
    const { i18n } = renderWithShell(<Navbar />, { stored: LOGGED_IN });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Türkçe' })));
    expect(i18n.language).toBe('tr');
    expect(menuButton('Yapay Zekâ Servisleri')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'çıkış' })).toBeTruthy();
  });
});
