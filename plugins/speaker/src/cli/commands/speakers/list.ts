import { connectHost, globalOptions, parseOptions, printNote, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { createSvClient } from '../../../index.ts';
import { speakersTable } from '../../speakers/speakers-table.ts';

export const list = new Command('list')
  .description('list your enrolled speakers: clips, seconds of speech, when enrolled, how good the voiceprint is')
  .action(async (_options, command: Command) => {
    const options = parseOptions(globalOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const answer = await host.request('Loading speakers', () => createSvClient(host.http).speakers());
    if (!options.json && !answer.speakers.length) {
      printNote('No enrolled speakers yet: speechdeck speakers enroll <name> <files...> adds one.');
      return;
    }
    printResult(options.json, answer, () => speakersTable(answer.speakers));
  });
