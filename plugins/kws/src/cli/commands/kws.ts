import { DEFAULT_OUT_DIR, parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { KWS_LIMITS } from '../../index.ts';
import { kwsOptions, SPOT_FORMATS } from '../spot/kws-options.ts';
import { runKws } from '../spot/run-kws.ts';

export const kws = new Command('kws')
  .description('spot keywords in media files and folders (recursively) on the host; resumable: files whose outputs exist for the same keywords are skipped')
  .argument('<paths...>', 'media files and folders; in folders only media files (by extension) are taken')
  .requiredOption('--keywords <list>', `comma-separated, at most ${KWS_LIMITS.keywordsMax} (or a JSON array of { keyword, threshold })`)
  .option('--threshold <x>', "pocketsphinx's threshold for every keyword, e.g. 1e-20 (lower finds more, and more wrongly; default: calibrated per keyword length)")
  .option('--language <code>', 'the language spoken', 'en')
  .option('--format <list>', `comma-separated, of ${SPOT_FORMATS.join(', ')}`, SPOT_FORMATS.join(','))
  .option('--out <dir>', "the output folder; each input's path is mirrored under it (a.wav -> a.wav.kws.json)", DEFAULT_OUT_DIR)
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .option('--force', 'spot again even when the outputs exist')
  .action(async (inputs: string[], _options, command: Command) => {
    await runKws(parseOptions(kwsOptions, command, { inputs }));
  });
