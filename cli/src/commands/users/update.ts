import { userUpdateBody } from '@speechdeck/core';
import { CliError, connectHost, EXIT_CODES, globalOptions, idArgument, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command, Option } from 'commander';
import { z } from 'zod';
import { readNewPassword } from '../../utils/passwords.ts';
import { describeUser } from './describe-user.ts';
import { employeeOption, ROLE_CHOICES, roleOption } from './role-option.ts';

const updateOptions = globalOptions.extend({
  id: idArgument,
  email: z.string().optional(),
  role: roleOption.optional(),
  // commander gives false for --no-employee, which unlinks the employee.
  employee: z.union([z.literal(false), employeeOption]).optional(),
  active: z.boolean().optional(),
  inactive: z.boolean().optional(),
  password: z.boolean().optional(),
  passwordStdin: z.boolean().optional(),
});

const CHANGES = '--email, --role, --employee, --no-employee, --active, --inactive, --password or --password-stdin';

export const update = new Command('update')
  .description('change a user: e-mail, role, employee, active state or password (admin)')
  .argument('<id>', 'the user id (see speechdeck users list)')
  .option('--email <email>', 'a new e-mail (also the user name)')
  .option('--role <role>', ROLE_CHOICES)
  .option('--employee <id>', 'link the user to an employee record')
  .option('--no-employee', 'unlink the employee record')
  .addOption(new Option('--active', 'reactivate the account').conflicts('inactive'))
  .addOption(new Option('--inactive', 'deactivate the account; their sessions end'))
  .addOption(new Option('--password', 'set a new password, asked twice').conflicts('passwordStdin'))
  .option('--password-stdin', 'set a new password read from stdin')
  .action(async (id: string, _options, command: Command) => {
    const options = parseOptions(updateOptions, command, { id });
    const { id: _id, json: _json, ...changes } = options;
    if (Object.values(changes).every((value) => value === undefined)) {
      throw new CliError(EXIT_CODES.USAGE, `Nothing to change: give at least one of ${CHANGES}.`);
    }
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const wantsPassword = Boolean(options.password || options.passwordStdin);
    const body = userUpdateBody.parse({
      id: options.id,
      username: options.email,
      role: options.role,
      employee: options.employee === false ? null : options.employee === undefined ? undefined : { id: options.employee },
      active: options.active ? true : options.inactive ? false : undefined,
      password: wantsPassword ? (await readNewPassword(Boolean(options.passwordStdin))).password : undefined,
    });
    const user = await host.request(`Updating user #${body.id}`, () => host.accounts.users.update(body));
    printResult(options.json, user, () => `Updated user ${describeUser(user)}.`);
  });
