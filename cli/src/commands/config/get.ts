import { ConfigFile, ENV, globalOptions, parseOptions, printResult, resolveServer, type ServerSource } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { configKey } from './keys.ts';

const getOptions = globalOptions.extend({ key: configKey.optional() });

const FROM: Record<ServerSource, string> = {
  option: 'from --server',
  env: `from ${ENV.apiUrl}`,
  config: 'from the config file',
  default: 'default',
};

export const get = new Command('get')
  .description('show a setting, or all of them, as in effect (environment overrides included)')
  .argument('[key]', 'server')
  .action((key: string | undefined, _options, command: Command) => {
    const options = parseOptions(getOptions, command, { key });
    const file = ConfigFile.at();
    const server = resolveServer(undefined, file.read().server);
    // With one key asked for, the bare value is what a script wants: $(speechdeck config get server).
    printResult(options.json, { server: server.url }, () =>
      options.key ? server.url : [`server = ${server.url}  (${FROM[server.source]})`, `config file: ${file.path}`],
    );
  });
