import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SV_LIMITS } from '../../index.ts';
import { diarize } from '../commands/diarize.ts';
import { type DiarizeOptions, diarizeOptions } from './diarize-options.ts';

/** The real `diarize` command under a program like speechdeck's, its action swapped for capturing the parsed options. */
async function parse(argv: string[]): Promise<DiarizeOptions> {
  let parsed: DiarizeOptions | undefined;
  const program = new Command('speechdeck').option('--json').exitOverride();
  program.addCommand(
    diarize.exitOverride().action((inputs: string[], _options, command: Command) => {
      parsed = parseOptions(diarizeOptions, command, { inputs });
    }),
  );
  await program.parseAsync(['diarize', ...argv], { from: 'user' });
  return parsed!;
}

describe('diarize options', () => {
  it('has the documented defaults: every format, the count estimated', async () => {
    expect(await parse(['calls'])).toEqual({
      inputs: ['calls'],
      json: false,
      track: false,
      format: ['json', 'rttm', 'srt'],
      out: 'speechdeck-out',
      concurrency: 2,
      force: false,
      keep: false,
    });
  });

  it('takes every option', async () => {
    const options = await parse(['a.wav', 'calls', '--speakers', '3', '--track', '--format', ' RTTM,srt, rttm', '--out', 'o', '--concurrency', '4', '--force', '--keep', '--json']);
    expect(options).toEqual({ inputs: ['a.wav', 'calls'], speakers: 3, track: true, format: ['rttm', 'srt'], out: 'o', concurrency: 4, force: true, keep: true, json: true });
  });

  it(`refuses a speaker count outside 1-${SV_LIMITS.speakersMax} or not whole, naming the range`, async () => {
    for (const speakers of ['0', String(SV_LIMITS.speakersMax + 1), '2.5', 'two']) {
      await expect(parse(['calls', '--speakers', speakers])).rejects.toThrowError(`Give the number of speakers, 1 to ${SV_LIMITS.speakersMax}.`);
    }
    expect(await parse(['calls', '--speakers', String(SV_LIMITS.speakersMax)])).toMatchObject({ speakers: SV_LIMITS.speakersMax });
  });

  it('refuses an unknown or empty format list, and a concurrency outside 1-16', async () => {
    await expect(parse(['calls', '--format', 'rttm,vtt'])).rejects.toThrowError('Choose from json, rttm, srt.');
    await expect(parse(['calls', '--format', ' , '])).rejects.toThrowError('Give at least one format.');
    for (const concurrency of ['0', '17']) await expect(parse(['calls', '--concurrency', concurrency])).rejects.toThrowError(z.ZodError);
  });

  it('needs at least one path', async () => {
    await expect(parse([])).rejects.toMatchObject({ code: 'commander.missingArgument' });
  });
});
