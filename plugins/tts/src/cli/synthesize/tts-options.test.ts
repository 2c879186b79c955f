import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tts } from '../commands/tts.ts';
import { formatOf, mannerOf, type TtsOptions, ttsOptions } from './tts-options.ts';

/** The real `tts` command under a program like speechdeck's, its action swapped for capturing the parsed options. */
async function parse(argv: string[]): Promise<TtsOptions> {
  let parsed: TtsOptions | undefined;
  const program = new Command('speechdeck').option('--json').exitOverride();
  program.addCommand(
    tts.exitOverride().action((inputs: string[], _options, command: Command) => {
      parsed = parseOptions(ttsOptions, command, { inputs });
    }),
  );
  await program.parseAsync(['tts', ...argv], { from: 'user' });
  return parsed!;
}

describe('tts options', () => {
  it('has the documented defaults, leaving language and format to be decided later', async () => {
    expect(await parse(['Hello', 'world'])).toEqual({ inputs: ['Hello', 'world'], file: [], json: false, concurrency: 2, force: false, keep: false, voices: false });
  });

  it('takes every option, --file repeated', async () => {
    const options = await parse(['--file', 'a.txt', '--file', 'b.md', '--voice', ' flite:slt ', '--language', 'tr', '--format', ' MP3', '--rate', '1.5', '--pitch', '-3', '--out', 'o', '--concurrency', '16', '--force', '--keep', '--json']);
    expect(options).toEqual({ inputs: [], file: ['a.txt', 'b.md'], voice: 'flite:slt', language: 'tr', format: 'mp3', rate: 1.5, pitch: -3, out: 'o', concurrency: 16, force: true, keep: true, voices: false, json: true });
    expect(mannerOf(options, 'mp3')).toEqual({ language: 'tr', voice: 'flite:slt', rate: 1.5, pitch: -3, format: 'mp3' });
  });

  it('sends English at the voice\'s own rate and pitch unless told otherwise', async () => {
    expect(mannerOf(await parse(['Hi']), 'wav')).toEqual({ language: 'en', format: 'wav' });
    expect((await parse(['--voices', '--language', 'tr'])).voices).toBe(true);
  });

  it('refuses a rate, pitch, format or concurrency out of range', async () => {
    for (const argv of [['--rate', '3'], ['--rate', 'fast'], ['--pitch', '13'], ['--pitch', '-12.5'], ['--format', 'flac'], ['--concurrency', '0'], ['--voice', ' '], ['--language', '']]) {
      await expect(parse(['Hi', ...argv]), argv.join(' ')).rejects.toThrowError(z.ZodError);
    }
    await expect(parse(['Hi', '--rate', '2.5'])).rejects.toThrowError('From 0.5 to 2.');
    await expect(parse(['Hi', '--format', 'flac'])).rejects.toThrowError('Choose from wav, mp3, ogg.');
  });
});

describe('formatOf', () => {
  it('is --format, else the audio extension of --out, else wav', () => {
    expect(formatOf('ogg', undefined)).toBe('ogg');
    expect(formatOf(undefined, 'hello.MP3')).toBe('mp3');
    expect(formatOf('mp3', 'hello.mp3')).toBe('mp3');
    expect(formatOf(undefined, 'hello.audio')).toBe('wav');
    expect(formatOf(undefined, undefined)).toBe('wav');
  });

  it('refuses an --out whose extension names another format (usage error)', () => {
    expect(() => formatOf('mp3', 'hello.wav')).toThrowError(expect.objectContaining({ exitCode: 2, message: '--out hello.wav names a .wav file but --format is mp3: drop one of them.' }));
  });
});
