import { ConfigFile, ENV, globalOptions, parseOptions, printNote, printResult, serverUrl } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { configKey } from './keys.ts';

// `server` is the only key so far; a second one would pick the value's schema by key.
const setOptions = globalOptions.extend({ key: configKey, value: serverUrl });

export const set = new Command('set')
  .description('change a setting in the config file')
  .argument('<key>', 'server')
  .argument('<value>', 'the new value, e.g. https://speech.example.org')
  .action((key: string, value: string, _options, command: Command) => {
    const options = parseOptions(setOptions, command, { key, value });
    const server = options.value;
    const file = ConfigFile.at();
    const before = file.read();
    // A token must never travel to a host other than the one that issued it.
    const loggedOut = Boolean(before.session) && before.server !== server;
    file.update(({ session, ...config }) => ({ ...config, server, ...(loggedOut ? {} : session ? { session } : {}) }));
    if (process.env[ENV.apiUrl]) printNote(`Note: ${ENV.apiUrl} is set and overrides this setting.`);
    printResult(options.json, { server, loggedOut }, () => [
      `server = ${server}`,
      ...(loggedOut ? ['Logged out: the stored session belonged to the previous server. Run speechdeck login.'] : []),
    ]);
  });
