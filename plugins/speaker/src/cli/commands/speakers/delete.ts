import { CliError, confirmDeletion, connectHost, EXIT_CODES, parseOptions, plural, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { createSvClient } from '../../../index.ts';
import { deleteOptions } from '../../speakers/speakers-options.ts';

export const remove = new Command('delete')
  .description('delete an enrolled speaker, its voiceprint and its clips from the host; asks first unless --yes')
  .argument('<name>', 'the speaker (see speechdeck speakers list)')
  .option('-y, --yes', 'delete without asking')
  .action(async (name: string, _options, command: Command) => {
    const options = parseOptions(deleteOptions, command, { name });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const sv = createSvClient(host.http);
    await confirmDeletion({
      yes: options.yes,
      kind: 'a speaker',
      describe: async () => {
        const { speakers } = await host.request('Loading speakers', () => sv.speakers());
        const wanted = options.name.toLocaleLowerCase('en-US');
        const speaker = speakers.find((known) => known.spk.toLocaleLowerCase('en-US') === wanted);
        if (!speaker) throw new CliError(EXIT_CODES.FAILURE, `No enrolled speaker is named ${options.name} (speechdeck speakers list shows them).`);
        return `speaker ${speaker.spk}, ${plural(speaker.clips, 'clip')} and ${speaker.seconds.toFixed(1)} s of speech`;
      },
    });
    const answer = await host.request(`Deleting ${options.name}`, () => sv.deleteSpeaker(options.name));
    printResult(options.json, { spk: options.name, deleted: true, message: answer.message }, () => `Deleted ${options.name}.`);
  });
