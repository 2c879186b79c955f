import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@speechdeck/core/web';
import { renderWithShell } from '../../test/render-with-shell.tsx';

// The toasts' chunk is gone, as in a tab opened before the dashboard was rebuilt.
vi.mock('./toast-host.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/toast-host-Ab12.js');
});

afterEach(cleanup);

describe('ToastOutlet without its toasts code', () => {
  it('keeps the page when a notice cannot be shown', async () => {
    renderWithShell(<h1>The page</h1>);
    await act(async () => {
      notify.error('Something went wrong. Please try again.');
    });
    // Settled for the outlet too, which asked first. Before, the outlet rendered the toasts' container
    // anyway (a render error with nothing to catch it) and left the failed import unhandled.
    await act(() => import('./toast-host.tsx').catch(() => {}));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
