import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addCommands } from './add-commands.ts';

describe('addCommands', () => {
  it('adds the commands of every source in order', () => {
    const program = new Command('speechdeck');
    addCommands(program, [
      { from: 'the CLI', commands: [new Command('login'), new Command('users')] },
      { from: "plugin 'stt'", commands: [new Command('recognize')] },
    ]);
    expect(program.commands.map((command) => command.name())).toEqual(['login', 'users', 'recognize']);
  });

  it('fails on a name or alias taken twice, naming both sources', () => {
    const clash = () =>
      addCommands(new Command('speechdeck'), [
        { from: "plugin 'workspace'", commands: [new Command('results').alias('r')] },
        { from: "plugin 'splitter'", commands: [new Command('split').alias('r')] },
      ]);
    expect(clash).toThrowError("plugin 'splitter' adds the command 'r', which plugin 'workspace' already adds.");
  });
});
