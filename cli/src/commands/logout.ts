import { SessionStore } from '@speechdeck/core';
import { ConfigFile, configSessionStorage, ENV, globalOptions, parseOptions, printNote, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';

export const logout = new Command('logout')
  .description('forget the stored session (the configured server stays)')
  .action((_options, command: Command) => {
    const options = parseOptions(globalOptions, command);
    const session = new SessionStore(configSessionStorage(ConfigFile.at()));
    const wasLoggedIn = session.isLoggedIn();
    session.clear();
    if (process.env[ENV.token]) printNote(`Note: ${ENV.token} is still set; commands keep using that token until you unset it.`);
    printResult(options.json, { loggedOut: wasLoggedIn }, () => (wasLoggedIn ? 'Logged out.' : 'Not logged in; nothing to do.'));
  });
