import { createApiKeysClient } from '@speechdeck/core';
import { confirmDeletion, connectHost, globalOptions, idArgument, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { USER_OPTION_HELP, userOption } from './user-option.ts';

const revokeOptions = globalOptions.extend({ id: idArgument, user: userOption, yes: z.boolean().default(false) });

export const revoke = new Command('revoke')
  .description('revoke an API key: calls with it are refused from then on; asks first unless --yes')
  .argument('<id>', 'the key id (see speechdeck keys list)')
  .option('--user <id>', USER_OPTION_HELP)
  .option('-y, --yes', 'revoke without asking')
  .action(async (id: string, _options, command: Command) => {
    const options = parseOptions(revokeOptions, command, { id });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const keys = createApiKeysClient(host.http);
    await confirmDeletion({
      yes: options.yes,
      kind: 'an API key',
      describe: async () => {
        const listed = await host.request('Loading API keys', () => keys.list(options.user));
        const key = listed.find((candidate) => candidate.id === options.id);
        return key ? `API key #${key.id} '${key.name}'` : `API key #${options.id}`;
      },
    });
    const answer = await host.request(`Revoking API key #${options.id}`, () => keys.revoke(options.id, options.user));
    printResult(options.json, { id: options.id, revoked: true, message: answer.message }, () => `Revoked API key #${options.id}.`);
  });
