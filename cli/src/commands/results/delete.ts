import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../../utils/cli-error.ts';
import { EXIT_CODES } from '../../utils/exit-codes.ts';
import { connectHost } from '../../utils/host.ts';
import { globalOptions, parseOptions } from '../../utils/options.ts';
import { printResult } from '../../utils/output.ts';
import { ask, canPrompt } from '../../utils/prompt.ts';

const deleteOptions = globalOptions.extend({ processId: z.string().min(1), yes: z.boolean().default(false) });

export const remove = new Command('delete')
  .description('delete a result and its audio from the host; asks first unless --yes')
  .argument('<processId>', 'the process id (see speechdeck results list)')
  .option('-y, --yes', 'delete without asking')
  .action(async (processId: string, _options, command: Command) => {
    const options = parseOptions(deleteOptions, command, { processId });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    if (!options.yes) {
      // Deleting cannot be undone: without a person to confirm, a script must say --yes.
      if (!canPrompt()) throw new CliError(EXIT_CODES.USAGE, 'Deleting a result needs confirmation: pass --yes.');
      const result = await host.request(`Loading ${options.processId}`, () => host.workspace.byProcessId(options.processId));
      const answer = await ask(`Delete the result of ${result.fn} (${result.processId}) and its audio? This cannot be undone. [y/N] `, { option: '--yes' });
      if (!/^y(es)?$/i.test(answer)) throw new CliError(EXIT_CODES.FAILURE, 'Not deleted.');
    }
    const answer = await host.request(`Deleting ${options.processId}`, () => host.workspace.remove(options.processId));
    printResult(options.json, { processId: options.processId, deleted: true, message: answer.message }, () => `Deleted ${options.processId}.`);
  });
