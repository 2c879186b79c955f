import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGGED_IN, renderWithShell } from '../../test/render-with-shell.tsx';
import HomePage from './home-page.tsx';

afterEach(cleanup);

async function home(stored: Record<string, string> = {}) {
  await act(async () => {
    renderWithShell(<HomePage />, { stored });
  });
  return screen.getByRole('heading', { level: 1, name: 'speechdeck' }).closest('section')!.textContent;
}

describe('HomePage', () => {
  it('asks a visitor to log in', async () => {
    expect(await home()).toContain('Log in to use the services below, or learn more about how they work.');
    expect(screen.getByText('Log in to use the services.')).toBeTruthy();
  });

  it('no longer asks to log in once logged in', async () => {
    const intro = await home(LOGGED_IN);
    expect(intro).not.toMatch(/log in/i);
    expect(intro).toContain('Pick a service below, or learn more about how they work.');
    expect(screen.queryByText('Log in to use the services.')).toBeNull();
  });
});
