import { registrationBody } from '@speechdeck/core';
import { askRequired, connectHost, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { readNewPassword } from '../utils/passwords.ts';

const registerOptions = globalOptions.extend({
  server: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  passwordStdin: z.boolean().default(false),
});

export const register = new Command('register')
  .description('create an account; the host e-mails a confirmation link')
  .option('--server <url>', 'the host to register with')
  .option('--email <email>', 'your e-mail address (asked for when missing)')
  .option('--first-name <name>', 'your first name (asked for when missing)')
  .option('--last-name <name>', 'your last name (asked for when missing)')
  .option('--password-stdin', 'read the password from stdin instead of asking twice')
  .action(async (_options, command: Command) => {
    const options = parseOptions(registerOptions, command);
    const host = connectHost({ json: options.json, server: options.server });
    const body = registrationBody.parse({
      email: options.email ?? (await askRequired('E-mail: ', { option: '--email' })),
      firstName: options.firstName ?? (await askRequired('First name: ', { option: '--first-name' })),
      lastName: options.lastName ?? (await askRequired('Last name: ', { option: '--last-name' })),
      ...(await readNewPassword(options.passwordStdin)),
    });

    const answer = await host.request(`Registering at ${host.server}`, () => host.accounts.register(body));
    const result = { message: answer.message, email: body.email, server: host.server };
    printResult(options.json, result, () => [
      answer.message,
      `Check your e-mail (${body.email}) for the confirmation link, then run: speechdeck login --email ${body.email}`,
    ]);
  });
