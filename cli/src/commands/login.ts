import { ApiError, loginBody } from '@speechdeck/core';
import { askRequired, CliError, connectHost, EXIT_CODES, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { readPassword } from '../utils/passwords.ts';

const loginOptions = globalOptions.extend({
  server: z.string().optional(),
  email: z.string().optional(),
  passwordStdin: z.boolean().default(false),
});

export const login = new Command('login')
  .description('log in and keep the session (and the server) in the config file')
  .option('--server <url>', 'the host to log in to; stored for later commands')
  .option('--email <email>', 'your e-mail address (asked for when missing)')
  .option('--password-stdin', 'read the password from stdin instead of asking')
  .action(async (_options, command: Command) => {
    const options = parseOptions(loginOptions, command);
    const host = connectHost({ json: options.json, server: options.server });
    const email = options.email ?? (await askRequired(`E-mail for ${host.server}: `, { option: '--email' }));
    const credentials = loginBody.parse({ email, password: await readPassword(options.passwordStdin) });

    const answer = await host.request(`Logging in to ${host.server}`, () =>
      host.accounts.login(credentials.email, credentials.password).catch(explainRejectedLogin),
    );
    // The session is only good at the host that issued it, so the two are stored together.
    host.config.update((config) => ({ ...config, server: host.server }));
    const session = host.session.saveLogin(answer);

    const result = { server: host.server, name: session.name, email: session.email, role: session.role };
    printResult(options.json, result, () => `Logged in to ${host.server} as ${session.name} <${session.email}> (${session.role}).`);
  });

/** A 401 here means bad credentials, not an expired session. */
function explainRejectedLogin(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) throw new CliError(EXIT_CODES.AUTH, `Login failed: ${error.message}`);
  throw error;
}
