import { createApiKeysClient } from '@speechdeck/core';
import { connectHost, formatTable, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { USER_OPTION_HELP, userOption } from './user-option.ts';

const listOptions = globalOptions.extend({ user: userOption });

export const list = new Command('list')
  .description('list your API keys (never their secrets)')
  .option('--user <id>', USER_OPTION_HELP)
  .action(async (_options, command: Command) => {
    const options = parseOptions(listOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const keys = await host.request('Loading API keys', () => createApiKeysClient(host.http).list(options.user));
    printResult(options.json, keys, () =>
      keys.length === 0
        ? 'No API keys: create one with speechdeck keys create <name>'
        : formatTable(['ID', 'NAME', 'CREATED', 'LAST USED'], keys.map((key) => [key.id, key.name, key.createdAt, key.lastUsedAt ?? 'never'])),
    );
  });
