import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recognize } from '../commands/recognize.ts';
import { type RecognizeOptions, recognitionSettings, recognizeOptions } from './recognize-options.ts';

/** The real `recognize` command under a program like speechdeck's, its action swapped for capturing the parsed options. */
async function parse(argv: string[]): Promise<RecognizeOptions> {
  let parsed: RecognizeOptions | undefined;
  const program = new Command('speechdeck').option('--json').exitOverride();
  program.addCommand(
    recognize.exitOverride().action((inputs: string[], _options, command: Command) => {
      parsed = parseOptions(recognizeOptions, command, { inputs });
    }),
  );
  await program.parseAsync(['recognize', ...argv], { from: 'user' });
  return parsed!;
}

describe('recognize options', () => {
  it('has the documented defaults', async () => {
    expect(await parse(['calls'])).toEqual({
      inputs: ['calls'],
      json: false,
      language: 'en',
      diarize: false,
      vad: false,
      punct: false,
      sentences: false,
      oa: false,
      concurrency: 2,
      out: 'speechdeck-out',
      format: ['json', 'srt'],
      force: false,
      redact: false,
      keepOriginal: false,
    });
  });

  it('takes every option, and maps the flags to the settings the host stores', async () => {
    const options = await parse(['a.wav', 'calls', '--language', ' TR ', '--diarize', '--vad', '--punct', '--sentences', '--oa', '--engine', 'Whisper', '--concurrency', '16', '--out', 'o', '--format', 'srt, VTT,srt,txt', '--force', '--json']);
    expect(options).toMatchObject({ inputs: ['a.wav', 'calls'], language: 'tr', concurrency: 16, out: 'o', format: ['srt', 'vtt', 'txt'], force: true, json: true });
    expect(recognitionSettings(options)).toEqual({ language: 'tr', isDiarize: true, vad: true, punct: true, sentText: true, oa: true, engine: 'whisper' });
    expect(recognitionSettings(await parse(['calls']))).not.toHaveProperty('engine');
    expect(recognitionSettings(await parse(['calls', '--engine', ' Vosk ']))).toMatchObject({ engine: 'vosk' });
    expect(recognitionSettings(await parse(['calls', '--redact']))).toMatchObject({ redact: true, keepOriginal: false });
    expect(recognitionSettings(await parse(['calls', '--redact', '--keep-original']))).toMatchObject({ redact: true, keepOriginal: true });
    expect(recognitionSettings(await parse(['calls']))).not.toHaveProperty('redact');
    await expect(parse(['calls', '--keep-original'])).rejects.toThrowError('--keep-original goes with --redact.');
  });

  it('refuses a concurrency outside 1-16, an unknown format and a malformed language', async () => {
    for (const concurrency of ['0', '17', '2.5', 'two']) {
      await expect(parse(['calls', '--concurrency', concurrency])).rejects.toThrowError(z.ZodError);
    }
    await expect(parse(['calls', '--format', 'srt,xml'])).rejects.toThrowError('Choose from srt, vtt, txt, json.');
    await expect(parse(['calls', '--format', ','])).rejects.toThrowError('Give at least one format.');
    await expect(parse(['calls', '--language', 'english!'])).rejects.toThrowError(z.ZodError);
  });

  it('needs at least one path', async () => {
    await expect(parse([])).rejects.toMatchObject({ code: 'commander.missingArgument' });
  });
});
