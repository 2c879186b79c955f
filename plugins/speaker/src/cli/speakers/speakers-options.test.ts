import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SV_LIMITS } from '../../index.ts';
import { speakers } from '../commands/speakers/index.ts';
import { deleteOptions, enrollOptions, identifyOptions } from './speakers-options.ts';

/** The real `speakers` commands under a program like speechdeck's, their actions swapped for capturing the parsed options. */
let parsed: Record<string, unknown> | undefined;
const capture = (name: string, schema: z.ZodType, argsOf: (positional: unknown[]) => Record<string, unknown>) =>
  speakers.commands
    .find((command) => command.name() === name)!
    .exitOverride()
    .action((...args: unknown[]) => {
      parsed = parseOptions(schema, args.at(-1) as Command, argsOf(args.slice(0, -2))) as Record<string, unknown>;
    });
capture('enroll', enrollOptions, ([name, inputs]) => ({ name, inputs }));
capture('identify', identifyOptions, ([inputs]) => ({ inputs }));
capture('delete', deleteOptions, ([name]) => ({ name }));

async function parse(argv: string[]): Promise<Record<string, unknown>> {
  parsed = undefined;
  const program = new Command('speechdeck').option('--json').exitOverride();
  program.addCommand(speakers.exitOverride());
  await program.parseAsync(['speakers', ...argv], { from: 'user' });
  return parsed!;
}

describe('speakers enroll options', () => {
  it('takes the name (trimmed) and one or more paths', async () => {
    expect(await parse(['enroll', ' Ayşe Yılmaz ', 'a.wav', 'clips'])).toEqual({ json: false, name: 'Ayşe Yılmaz', inputs: ['a.wav', 'clips'] });
    expect(await parse(['enroll', 'slt', 'a.wav', '--json'])).toMatchObject({ json: true });
  });

  it("refuses 'unknown' in any case, an empty or over-long name and control characters, as the host would", async () => {
    for (const name of ['unknown', 'UNKNOWN', '  ', 'x'.repeat(SV_LIMITS.nameMaxChars + 1), 'a\u0007b']) {
      await expect(parse(['enroll', name, 'a.wav'])).rejects.toThrowError(z.ZodError);
    }
    await expect(parse(['enroll', 'Unknown', 'a.wav'])).rejects.toThrowError("'unknown' is the answer for no match");
  });

  it('needs at least one file', async () => {
    await expect(parse(['enroll', 'slt'])).rejects.toMatchObject({ code: 'commander.missingArgument' });
  });
});

describe('speakers identify options', () => {
  it('has the documented defaults and takes a concurrency of 1-16', async () => {
    expect(await parse(['identify', 'calls'])).toEqual({ json: false, inputs: ['calls'], concurrency: 2 });
    expect(await parse(['identify', 'a.wav', 'b', '--concurrency', '16'])).toMatchObject({ inputs: ['a.wav', 'b'], concurrency: 16 });
    for (const concurrency of ['0', '17', '1.5', 'two']) {
      await expect(parse(['identify', 'calls', '--concurrency', concurrency])).rejects.toThrowError(z.ZodError);
    }
  });

  it('needs at least one path', async () => {
    await expect(parse(['identify'])).rejects.toMatchObject({ code: 'commander.missingArgument' });
  });
});

describe('speakers delete options', () => {
  it('asks unless --yes (or -y) and checks the name', async () => {
    expect(await parse(['delete', 'slt'])).toEqual({ json: false, name: 'slt', yes: false });
    expect(await parse(['delete', 'slt', '-y'])).toMatchObject({ yes: true });
    expect(await parse(['delete', 'slt', '--yes', '--json'])).toMatchObject({ yes: true, json: true });
    await expect(parse(['delete', 'unknown', '--yes'])).rejects.toThrowError(z.ZodError);
  });
});
