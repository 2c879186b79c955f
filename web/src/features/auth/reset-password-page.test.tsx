import { useState, type ReactNode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Endpoint, type HttpClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';
import { renderWithShell } from '../../test/render-with-shell.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

afterEach(cleanup);

/** Puts the test's stand-in for the host in place while rendering, before the page's first call goes out. */
function SpyFirst({ install, children }: { install: (http: HttpClient) => void; children: ReactNode }) {
  const { http } = usePlatform();
  useState(() => install(http));
  return children;
}

/** The page at a reset link, with the host's answer to the link check. */
function openLink(check: () => Promise<unknown>) {
  const call = vi.fn(async (endpoint: Endpoint) => {
    if (endpoint.path === '/auth/checkResetToken') return check();
    throw new Error(`unexpected call of ${endpoint.path}`);
  });
  renderWithShell(null, {
    path: '/reset-password?token=abc',
    routes: [{ path: '/reset-password', element: <SpyFirst install={(http) => vi.spyOn(http, 'call').mockImplementation(call)}><ResetPasswordPage /></SpyFirst> }],
  });
  return { call };
}

describe('ResetPasswordPage', () => {
  it('says at once that a used link is used, with a way to ask for a new one, and shows no form', async () => {
    const used = 'This reset link was already used: ask for a new one.';
    const { call } = openLink(() => Promise.reject(new ApiError(400, used, { token: used })));
    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shows the form for a link that works', async () => {
    openLink(() => Promise.resolve({ message: 'This link is valid: choose a new password.' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeTruthy();
  });
});
