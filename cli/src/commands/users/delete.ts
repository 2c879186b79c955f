import { confirmDeletion, connectHost, globalOptions, idArgument, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';

const deleteOptions = globalOptions.extend({ id: idArgument, yes: z.boolean().default(false) });

export const remove = new Command('delete')
  .description('delete a user (admin); asks first unless --yes')
  .argument('<id>', 'the user id (see speechdeck users list)')
  .option('-y, --yes', 'delete without asking')
  .action(async (id: string, _options, command: Command) => {
    const options = parseOptions(deleteOptions, command, { id });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    await confirmDeletion({
      yes: options.yes,
      kind: 'a user',
      describe: async () => {
        const user = await host.request(`Loading user #${options.id}`, () => host.accounts.users.find(options.id));
        return `user #${user.id} ${user.email}`;
      },
    });
    const answer = await host.request(`Deleting user #${options.id}`, () => host.accounts.users.remove(options.id));
    printResult(options.json, { id: options.id, deleted: true, message: answer.message }, () => `Deleted user #${options.id}.`);
  });
