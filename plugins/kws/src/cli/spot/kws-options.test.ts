import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kws } from '../commands/kws.ts';
import { type KwsOptions, kwsOptions } from './kws-options.ts';

/** The real `kws` command under a program like speechdeck's, its action swapped for capturing the parsed options. */
async function parse(argv: string[]): Promise<KwsOptions> {
  let parsed: KwsOptions | undefined;
  const program = new Command('speechdeck').option('--json').exitOverride();
  program.addCommand(
    kws.exitOverride().action((inputs: string[], _options, command: Command) => {
      parsed = parseOptions(kwsOptions, command, { inputs });
    }),
  );
  await program.parseAsync(['kws', ...argv], { from: 'user' });
  return parsed!;
}

describe('kws options', () => {
  it('has the documented defaults: English, both formats, the default threshold of each keyword', async () => {
    expect(await parse(['calls', '--keywords', 'Budget, credit  card'])).toEqual({
      inputs: ['calls'], json: false, keywords: [{ keyword: 'budget' }, { keyword: 'credit card' }],
      language: 'en', format: ['json', 'csv'], out: 'speechdeck-out', concurrency: 2, force: false,
    });
  });

  it('puts --threshold on every keyword without one of its own, and takes every other option', async () => {
    const options = await parse([
      'a.wav', 'calls', '--keywords', '[{"keyword":"refund","threshold":1e-5},"budget"]', '--threshold', '1e-20', '--language', 'en-GB',
      '--format', ' CSV', '--out', 'o', '--concurrency', '4', '--force', '--json',
    ]);
    expect(options).toEqual({
      inputs: ['a.wav', 'calls'], keywords: [{ keyword: 'refund', threshold: 1e-5 }, { keyword: 'budget', threshold: 1e-20 }],
      language: 'en', format: ['csv'], out: 'o', concurrency: 4, force: true, json: true,
    });
  });

  it('refuses bad keywords, thresholds and formats with the messages the host would give', async () => {
    await expect(parse(['calls', '--keywords', ' , '])).rejects.toThrowError('A keyword is empty.');
    await expect(parse(['calls', '--keywords', 'budget;drop'])).rejects.toThrowError("'budget;drop': Use words of letters and digits");
    await expect(parse(['calls', '--keywords', 'budget', '--threshold', 'high'])).rejects.toThrowError('A threshold is a number such as 1e-20.');
    await expect(parse(['calls', '--keywords', 'budget', '--format', 'json,srt'])).rejects.toThrowError('Choose from json, csv.');
    await expect(parse(['calls', '--keywords', 'budget', '--concurrency', '0'])).rejects.toThrowError(z.ZodError);
  });

  it('needs the keywords and at least one path', async () => {
    await expect(parse(['calls'])).rejects.toMatchObject({ code: 'commander.missingMandatoryOptionValue' });
    await expect(parse(['--keywords', 'budget'])).rejects.toMatchObject({ code: 'commander.missingArgument' });
  });
});
