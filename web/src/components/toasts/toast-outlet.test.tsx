import { act, cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@speechdeck/core';
import { notify } from '@speechdeck/core/web';
import { renderWithShell } from '../../test/render-with-shell.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LOGIN: LoginResponse = {
  jwtToken: 'token',
  user: { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', roles: [{ name: 'USER' }] },
};
const WRONG_PASSWORD = 'Invalid e-mail or password.';

/** The messages react-toastify was asked to show, in order. */
function shownToasts() {
  const error = vi.spyOn(toast, 'error');
  const info = vi.spyOn(toast, 'info');
  return () => [...error.mock.calls, ...info.mock.calls].map(([message]) => message);
}

describe('ToastOutlet', () => {
  it('closes the toasts sent while logged out when the person logs in, without leaving the page', async () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    const shown = shownToasts();
    const { shell } = renderWithShell(<p>login page</p>, { path: '/login' });
    act(() => notify.error(WRONG_PASSWORD));
    await vi.waitFor(() => expect(shown()).toEqual([WRONG_PASSWORD]));

    act(() => void shell.sessionState.signIn(LOGIN));
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledWith(`error:${WRONG_PASSWORD}`));
  });

  it('never shows a wrong password\'s toast that would appear only after the login', async () => {
    const shown = shownToasts();
    const { shell } = renderWithShell(<p>login page</p>, { path: '/login' });
    act(() => {
      notify.error(WRONG_PASSWORD);
      shell.sessionState.signIn(LOGIN);
      notify.info('Welcome back.');
    });
    // Toasts appear in the order they were sent: once the second is up, the first had its chance.
    await vi.waitFor(() => expect(shown()).toContain('Welcome back.'));
    expect(shown()).toEqual(['Welcome back.']);
  });
});
