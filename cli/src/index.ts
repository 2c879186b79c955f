import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { config } from './commands/config/index.ts';
import { keys } from './commands/keys/index.ts';
import { login } from './commands/login.ts';
import { logout } from './commands/logout.ts';
import { register } from './commands/register.ts';
import { users } from './commands/users/index.ts';
import { whoami } from './commands/whoami.ts';
import { CLI_PLUGINS } from './plugins.ts';
import { addCommands } from './utils/add-commands.ts';
import { routeErrorsToHandler } from './utils/commander-setup.ts';
import { handleError } from './utils/handle-error.ts';

const program = new Command('speechdeck')
  .description('The speechdeck command line: accounts, users and batch speech jobs against a speechdeck host.')
  .version(packageJson.version, '-v, --version')
  .option('--json', 'print machine-readable JSON on stdout (errors too)');

try {
  addCommands(program, [
    { from: 'the CLI', commands: [login, logout, whoami, register, users, keys, config] },
    ...CLI_PLUGINS.map((plugin) => ({ from: `plugin '${plugin.id}'`, commands: plugin.commands })),
  ]);
  await routeErrorsToHandler(program).parseAsync();
} catch (error) {
  handleError(error, program.opts().json === true);
}
