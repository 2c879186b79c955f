import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { UNKNOWN_SPEAKER } from '../../../index.ts';
import { runIdentify } from '../../speakers/run-identify.ts';
import { identifyOptions } from '../../speakers/speakers-options.ts';

export const identify = new Command('identify')
  .description(`tell which of your enrolled speakers speaks in each recording, with the score; '${UNKNOWN_SPEAKER}' when no voiceprint is close enough`)
  .argument('<paths...>', 'media files and folders; in folders only media files (by extension) are taken')
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .action(async (inputs: string[], _options, command: Command) => {
    await runIdentify(parseOptions(identifyOptions, command, { inputs }));
  });
