import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Endpoint } from '@speechdeck/core';
import { renderWithShell } from '../../test/render-with-shell.tsx';
import LoginPage from './login-page.tsx';

afterEach(cleanup);

const UNCONFIRMED = 'Confirm your e-mail first: follow the link we sent you, or ask for a new one.';

function renderLogin() {
  const view = renderWithShell(null, {
    path: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/check-email', element: <p>check your e-mail</p> },
    ],
  });
  const calls: { path: string; query?: unknown }[] = [];
  vi.spyOn(view.platform.http, 'call').mockImplementation(async (endpoint: Endpoint, request?: { query?: unknown }) => {
    calls.push({ path: endpoint.path, query: request?.query });
    if (endpoint.path === '/auth/login') throw new ApiError(403, UNCONFIRMED, { email: UNCONFIRMED });
    return { message: 'If an unconfirmed account uses this e-mail, we sent it a new confirmation link.' };
  });
  return { ...view, calls };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'ida@example.com');
  await user.type(screen.getByLabelText('Password'), 'right password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('offers a new confirmation link when the account is not confirmed yet, and sends it for the e-mail logged in with', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderLogin();
    expect(screen.queryByRole('button', { name: 'Send the confirmation link again' })).toBeNull();
    await logIn(user);
    expect(await screen.findByText(UNCONFIRMED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText('check your e-mail')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: '/auth/resendConfirmation', query: { email: 'ida@example.com' } });
    expect(router.state.location.state).toEqual({ email: 'ida@example.com', reason: 'registration' });
  });

  it('offers no new link for a wrong password', async () => {
    const user = userEvent.setup();
    const { platform } = renderLogin();
    vi.mocked(platform.http.call).mockRejectedValue(new ApiError(401, 'Invalid e-mail or password.'));
    await logIn(user);
    await vi.waitFor(() => expect(platform.http.call).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Send the confirmation link again' })).toBeNull();
  });
});
