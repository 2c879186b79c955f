import { askRequired, CliError, EXIT_CODES } from '@speechdeck/core/cli';
import { readSecretFromStdin } from './stdin.ts';

/** The current password: from stdin with --password-stdin, else asked without echo. */
export async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readSecretFromStdin('password');
  return askRequired('Password: ', { secret: true, option: '--password-stdin' });
}

/**
 * A new password, typed twice so a slip is caught before it reaches the host (from stdin it is
 * taken once). Both entries are returned because registration sends them as password and
 * matchingPassword.
 */
export async function readNewPassword(fromStdin: boolean): Promise<{ password: string; matchingPassword: string }> {
  if (fromStdin) {
    const password = await readSecretFromStdin('password');
    return { password, matchingPassword: password };
  }
  const password = await askRequired('New password: ', { secret: true, option: '--password-stdin' });
  const matchingPassword = await askRequired('Repeat the password: ', { secret: true, option: '--password-stdin' });
  if (password !== matchingPassword) throw new CliError(EXIT_CODES.USAGE, 'The passwords do not match.');
  return { password, matchingPassword };
}
