import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../../utils/cli-error.ts';
import { EXIT_CODES } from '../../utils/exit-codes.ts';
import { connectHost } from '../../utils/host.ts';
import { globalOptions, idArgument, parseOptions } from '../../utils/options.ts';
import { printResult } from '../../utils/output.ts';
import { ask, canPrompt } from '../../utils/prompt.ts';

const deleteOptions = globalOptions.extend({ id: idArgument, yes: z.boolean().default(false) });

export const remove = new Command('delete')
  .description('delete a user (admin); asks first unless --yes')
  .argument('<id>', 'the user id (see speechdeck users list)')
  .option('-y, --yes', 'delete without asking')
  .action(async (id: string, _options, command: Command) => {
    const options = parseOptions(deleteOptions, command, { id });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    if (!options.yes) {
      // Deleting cannot be undone: without a person to confirm, a script must say --yes.
      if (!canPrompt()) throw new CliError(EXIT_CODES.USAGE, 'Deleting a user needs confirmation: pass --yes.');
      const user = await host.request(`Loading user #${options.id}`, () => host.accounts.users.find(options.id));
      const answer = await ask(`Delete user #${user.id} ${user.email}? This cannot be undone. [y/N] `, { option: '--yes' });
      if (!/^y(es)?$/i.test(answer)) throw new CliError(EXIT_CODES.FAILURE, 'Not deleted.');
    }
    const answer = await host.request(`Deleting user #${options.id}`, () => host.accounts.users.remove(options.id));
    printResult(options.json, { id: options.id, deleted: true, message: answer.message }, () => `Deleted user #${options.id}.`);
  });
