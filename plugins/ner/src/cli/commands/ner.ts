import { readFile } from 'node:fs/promises';
import { CliError, connectHost, EXIT_CODES, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { createNerClient, MAX_NER_TEXT_CHARS } from '../../index.ts';
import { entitiesTable } from '../ner/entities-table.ts';
import { nerOptions } from '../ner/ner-options.ts';

export const ner = new Command('ner')
  .description('named entities (people, places, organizations, dates, times, money, numbers, e-mails, phones) in text, a text file, or a transcript of your workspace')
  .argument('[text]', 'the text to read')
  .option('--file <path>', `a UTF-8 text file to read instead (at most ${MAX_NER_TEXT_CHARS.toLocaleString('en-US')} characters)`)
  .option('--process <id>', 'the process id of a transcript in your workspace (its entities become searchable there)')
  .option('--language <code>', 'en or tr (default: en for text, the transcript\'s own language for --process)')
  .action(async (text: string | undefined, _options, command: Command) => {
    const options = parseOptions(nerOptions, command, { text });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const source = options.process !== undefined ? { processId: options.process } : { text: options.text ?? (await readText(options.file!)) };
    const ner = createNerClient(host.http);
    const found = await host.request('Finding named entities', () => ner.entities({ ...source, language: options.language }));
    printResult(options.json, found, () => entitiesTable(found));
  });

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(EXIT_CODES.USAGE, `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
