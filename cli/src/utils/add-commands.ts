import type { Command } from 'commander';

/** Commands and who brings them: the CLI itself or a plugin. */
export interface CommandSource {
  from: string;
  commands: readonly Command[];
}

/**
 * Adds the top-level commands of every source to the program, in order. A name or alias taken
 * twice fails before anything runs, naming both sources: two plugins must never race for
 * `speechdeck <name>`.
 */
export function addCommands(program: Command, sources: readonly CommandSource[]): void {
  const owners = new Map<string, string>();
  for (const { from, commands } of sources) {
    for (const command of commands) {
      for (const name of [command.name(), ...command.aliases()]) {
        const owner = owners.get(name);
        if (owner) throw new Error(`${from} adds the command '${name}', which ${owner} already adds.`);
        owners.set(name, from);
      }
      program.addCommand(command);
    }
  }
}
