import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test/render-with-shell.tsx';
import RegisterPage from './register-page.tsx';

afterEach(cleanup);

describe('RegisterPage', () => {
  it('shows the matchingPassword rule inline while typing', async () => {
    const user = userEvent.setup();
    renderWithShell(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Repeat password'), 'a long pass');
    const repeat = screen.getByLabelText('Repeat password');
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    await user.type(repeat, 'phrase');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
  });

  it('checks the form with the contract schema before sending it', async () => {
    const user = userEvent.setup();
    renderWithShell(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('E-mail'), 'not an address');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Must be at least 8 characters.')).toBeTruthy();
  });
});
