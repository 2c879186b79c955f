import { connectHost, formatTable, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';

export const list = new Command('list')
  .description('list every user (admin)')
  .action(async (_options, command: Command) => {
    const options = parseOptions(globalOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const users = await host.request('Loading users', () => host.accounts.users.all());
    printResult(options.json, users, () =>
      formatTable(
        ['ID', 'E-MAIL', 'NAME', 'ROLE', 'ACTIVE', 'CONFIRMED', 'EMPLOYEE', 'CREATED'],
        users.map((user) => [
          user.id,
          user.email,
          [user.firstName, user.lastName].filter(Boolean).join(' '),
          user.roles.map((role) => role.name).join(', '),
          user.active ? 'yes' : 'no',
          user.confirmed ? 'yes' : 'no',
          user.employee?.id,
          user.createdAt,
        ]),
      ),
    );
  });
