import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connectHost, globalOptions, idArgument, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { createSttClient, type VocabularyList } from '../../index.ts';
import { formatWordList, parseWordList } from '../vocabulary/word-list.ts';

const USER_HELP = "another user's vocabulary, by user id (admin)";
const vocabularyOptions = globalOptions.extend({ user: idArgument.optional() });

const described = (list: VocabularyList) =>
  list.words.length === 0 ? 'Your vocabulary is empty: set it with speechdeck vocabulary set <file or words...>' : formatWordList(list.words);

const get = new Command('get')
  .description('print your vocabulary, a word a line as a word file has it (GET /api/stt/vocabulary)')
  .option('--user <id>', USER_HELP)
  .action(async (_options, command: Command) => {
    const options = parseOptions(vocabularyOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const list = await host.request('Loading the vocabulary', () => createSttClient(host.http).vocabulary(options.user));
    printResult(options.json, list, () => described(list));
  });

const set = new Command('set')
  .description('replace your vocabulary (PUT /api/stt/vocabulary): a word file (a word a line, "word: sounds like, sounds like"), or the words themselves; nothing empties it')
  .argument('[fileOrWords...]', 'one file, or words')
  .option('--user <id>', USER_HELP)
  .action(async (args: string[], _options, command: Command) => {
    const options = parseOptions(vocabularyOptions, command);
    // One argument naming a file is a word file; anything else is the words themselves (each may carry its ": sounds like").
    const words = args.length === 1 && existsSync(args[0]!) ? parseWordList(await readFile(args[0]!, 'utf8')) : parseWordList(args.join('\n'));
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const list = await host.request('Saving the vocabulary', () => createSttClient(host.http).setVocabulary(words, options.user));
    printResult(options.json, list, () => `Saved ${list.words.length} word${list.words.length === 1 ? '' : 's'}: your recognitions listen for them from the next one on.`);
  });

export const vocabulary = new Command('vocabulary')
  .description('your own vocabulary: words your recognitions listen for (names, drugs, places, products)')
  .addCommand(get).addCommand(set);
