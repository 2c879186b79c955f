import type { Command } from 'commander';

/**
 * Commander prints its own usage errors and exits; instead every command throws a CommanderError
 * so handleError is the one way out (JSON errors with --json, exit code 2). Applied to each
 * command because addCommand does not pass these settings down.
 */
export function routeErrorsToHandler(command: Command): Command {
  command
    .exitOverride()
    .configureOutput({ outputError: () => undefined })
    .configureHelp({ showGlobalOptions: true });
  for (const sub of command.commands) routeErrorsToHandler(sub);
  return command;
}
