import { apiKeyName, createApiKeysClient } from '@speechdeck/core';
import { connectHost, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';

const createOptions = globalOptions.extend({ name: apiKeyName });

export const create = new Command('create')
  .description('create an API key for your account; its secret is printed once')
  .argument('<name>', 'what the key is for (1-64 characters), e.g. "ci" or "laptop"')
  .action(async (name: string, _options, command: Command) => {
    const options = parseOptions(createOptions, command, { name });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const key = await host.request(`Creating key '${options.name}'`, () => createApiKeysClient(host.http).create(options.name));
    printResult(options.json, key, () => [
      `Created API key #${key.id} '${key.name}':`,
      '',
      `  ${key.key}`,
      '',
      'Copy it now: it will not be shown again. Use it as a bearer token (Authorization: Bearer <key>, or SPEECHDECK_TOKEN).',
    ]);
  });
