import { readFile } from 'node:fs/promises';
import { CliError, connectHost, EXIT_CODES, globalOptions, parseOptions, printJson, printLines, writeFileAtomic } from '@speechdeck/core/cli';
import { recognitionResult } from '@speechdeck/plugin-workspace';
import { Command } from 'commander';
import { z } from 'zod';
import { createSttClient } from '../../index.ts';

const srtOptions = globalOptions.extend({ file: z.string().min(1), out: z.string().min(1).optional() });

export const srt = new Command('srt')
  .description('turn a result JSON file (as recognize writes it) into SRT subtitles, made by the host (POST /api/stt/toSrt)')
  .argument('<result.json>', 'a recognition result')
  .option('--out <file>', 'write the SRT to this file instead of stdout')
  .action(async (file: string, _options, command: Command) => {
    const options = parseOptions(srtOptions, command, { file });
    const result = await readResult(options.file);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const text = await host.request('Making subtitles', () => createSttClient(host.http).toSrt(result));
    if (options.out) await writeFileAtomic(options.out, text);
    const cues = text.split(/\r?\n\r?\n/).filter((cue) => cue.trim()).length;
    if (options.json) printJson({ file: options.file, out: options.out ?? null, cues, ...(options.out ? {} : { srt: text }) });
    else if (options.out) printLines(`Wrote ${cues} cues to ${options.out}.`);
    else process.stdout.write(text);
  });

/** The file must hold a whole result: the host makes subtitles from its segments and word timings. */
async function readResult(path: string) {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(EXIT_CODES.USAGE, `Cannot read ${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CliError(EXIT_CODES.USAGE, `${path} is not JSON: give a result file written by speechdeck recognize --format json.`);
  }
  const parsed = recognitionResult.safeParse(data);
  if (!parsed.success) throw new CliError(EXIT_CODES.USAGE, `${path} is not a recognition result (${z.prettifyError(parsed.error).split('\n')[0]}).`);
  return parsed.data;
}
