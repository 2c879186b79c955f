import { SessionStore } from '@speechdeck/core';
import { Command } from 'commander';
import { ConfigFile } from '../utils/config-file.ts';
import { configSessionStorage } from '../utils/config-storage.ts';
import { ENV } from '../utils/env.ts';
import { globalOptions, parseOptions } from '../utils/options.ts';
import { printNote, printResult } from '../utils/output.ts';

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
