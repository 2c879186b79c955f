import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { config } from './commands/config/index.ts';
import { login } from './commands/login.ts';
import { logout } from './commands/logout.ts';
import { recognize } from './commands/recognize.ts';
import { register } from './commands/register.ts';
import { results } from './commands/results/index.ts';
import { search } from './commands/search.ts';
import { srt } from './commands/srt.ts';
import { users } from './commands/users/index.ts';
import { whoami } from './commands/whoami.ts';
import { routeErrorsToHandler } from './utils/commander-setup.ts';
import { handleError } from './utils/handle-error.ts';

const program = new Command('speechdeck')
  .description('The speechdeck command line: accounts, users and batch speech jobs against a speechdeck host.')
  .version(packageJson.version, '-v, --version')
  .option('--json', 'print machine-readable JSON on stdout (errors too)')
  .addCommand(login)
  .addCommand(logout)
  .addCommand(whoami)
  .addCommand(register)
  .addCommand(users)
  .addCommand(config)
  .addCommand(recognize)
  .addCommand(srt)
  .addCommand(search)
  .addCommand(results);

routeErrorsToHandler(program)
  .parseAsync()
  .catch((error: unknown) => handleError(error, program.opts().json === true));
