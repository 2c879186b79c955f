import { DEFAULT_OUT_DIR, parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { splitOptions } from '../split/split-options.ts';
import { runSplit } from '../split/run-split.ts';

export const split = new Command('split')
  .description('split stereo call recordings (media files and folders, recursively) into one 16-bit mono WAV per channel, on the host; resumable: files whose outputs exist are skipped')
  .argument('<paths...>', 'media files and folders; in folders only media files (by extension) are taken')
  .option('--out <dir>', "the output folder; each input's path is mirrored under it, as NAME.left.wav and NAME.right.wav", DEFAULT_OUT_DIR)
  .option('--channel <0|1>', 'only this channel: 0 or left, 1 or right (default: both)')
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .option('--force', 'split again even when the outputs exist')
  .action(async (inputs: string[], _options, command: Command) => {
    await runSplit(parseOptions(splitOptions, command, { inputs }));
  });
