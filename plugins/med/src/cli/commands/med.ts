import { DEFAULT_OUT_DIR, parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { MED_FORMATS, medOptions } from '../med/med-options.ts';
import { runMedBatch } from '../med/run-med-batch.ts';

export const med = new Command('med')
  .description('recognize medical terms in media files and folders (recursively) on the host; resumable: files whose outputs exist are skipped')
  .argument('<paths...>', 'media files and folders; in folders only media files (by extension) are taken')
  .option('--language <code>', 'the language spoken: en or tr', 'en')
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .option('--out <dir>', "the output folder; each input's path is mirrored under it (a.wav -> a.wav.med.json)", DEFAULT_OUT_DIR)
  .option('--format <list>', `comma-separated, of ${MED_FORMATS.join(', ')} (csv: one row per term)`, 'json,csv')
  .option('--force', 'recognize again even when the outputs exist')
  .action(async (inputs: string[], _options, command: Command) => {
    await runMedBatch(parseOptions(medOptions, command, { inputs }));
  });
