import { confirmDeletion, connectHost, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { createWorkspaceClient } from '../../../index.ts';

const deleteOptions = globalOptions.extend({ processId: z.string().min(1), yes: z.boolean().default(false) });

export const remove = new Command('delete')
  .description('delete a result and its audio from the host; asks first unless --yes')
  .argument('<processId>', 'the process id (see speechdeck results list)')
  .option('-y, --yes', 'delete without asking')
  .action(async (processId: string, _options, command: Command) => {
    const options = parseOptions(deleteOptions, command, { processId });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const workspace = createWorkspaceClient(host.http);
    await confirmDeletion({
      yes: options.yes,
      kind: 'a result',
      describe: async () => {
        const result = await host.request(`Loading ${options.processId}`, () => workspace.byProcessId(options.processId));
        return `the result of ${result.fn} (${result.processId}) and its audio`;
      },
    });
    const answer = await host.request(`Deleting ${options.processId}`, () => workspace.remove(options.processId));
    printResult(options.json, { processId: options.processId, deleted: true, message: answer.message }, () => `Deleted ${options.processId}.`);
  });
