import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalOptions, idArgument, parseOptions } from './options.ts';

/** A program shaped like speechdeck's: --json on the program, options on a subcommand. */
async function parse(argv: string[]) {
  const schema = globalOptions.extend({ id: idArgument, email: z.string().optional(), passwordStdin: z.boolean().default(false) });
  let parsed: z.output<typeof schema> | undefined;
  const program = new Command('speechdeck').option('--json').exitOverride();
  program.addCommand(
    new Command('update')
      .argument('<id>')
      .option('--email <email>')
      .option('--password-stdin')
      .exitOverride()
      .action((id: string, _options, command: Command) => {
        parsed = parseOptions(schema, command, { id });
      }),
  );
  await program.parseAsync(argv, { from: 'user' });
  return parsed;
}

describe('parseOptions', () => {
  it('merges global and command options with the arguments, with defaults', async () => {
    expect(await parse(['update', '7'])).toEqual({ id: 7, json: false, passwordStdin: false });
    expect(await parse(['update', '7', '--json', '--email', 'a@b.test', '--password-stdin'])).toEqual({
      id: 7,
      json: true,
      email: 'a@b.test',
      passwordStdin: true,
    });
    expect(await parse(['--json', 'update', '7'])).toMatchObject({ json: true });
  });

  it('refuses an id that is not a positive whole number', async () => {
    await expect(parse(['update', 'abc'])).rejects.toThrowError(z.ZodError);
    await expect(parse(['update', '-1'])).rejects.toThrowError();
    await expect(parse(['update', '1.5'])).rejects.toThrowError(z.ZodError);
  });
});
