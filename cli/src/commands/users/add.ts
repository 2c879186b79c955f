import { userAddBody } from '@speechdeck/core';
import { askRequired, connectHost, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { readNewPassword } from '../../utils/passwords.ts';
import { describeUser } from './describe-user.ts';
import { employeeOption, ROLE_CHOICES, roleOption } from './role-option.ts';

const addOptions = globalOptions.extend({
  email: z.string().optional(),
  role: roleOption,
  employee: employeeOption.optional(),
  passwordStdin: z.boolean().default(false),
});

export const add = new Command('add')
  .description('create a confirmed user (admin)')
  .option('--email <email>', "the user's e-mail, also their user name (asked for when missing)")
  .option('--role <role>', ROLE_CHOICES, 'USER')
  .option('--employee <id>', 'link the user to an employee record')
  .option('--password-stdin', 'read the new password from stdin instead of asking twice')
  .action(async (_options, command: Command) => {
    const options = parseOptions(addOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const body = userAddBody.parse({
      username: options.email ?? (await askRequired('E-mail of the new user: ', { option: '--email' })),
      password: (await readNewPassword(options.passwordStdin)).password,
      role: options.role,
      employee: options.employee === undefined ? undefined : { id: options.employee },
    });
    const user = await host.request(`Adding ${body.username}`, () => host.accounts.users.add(body));
    printResult(options.json, user, () => `Added user ${describeUser(user)}.`);
  });
