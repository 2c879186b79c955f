import { DEFAULT_OUT_DIR, parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { SV_LIMITS } from '../../index.ts';
import { ANALYSIS_FORMATS, diarizeOptions } from '../diarize/diarize-options.ts';
import { runDiarize } from '../diarize/run-diarize.ts';

export const diarize = new Command('diarize')
  .description('who spoke when, in media files and folders (recursively) on the host; resumable: files whose outputs exist are skipped')
  .argument('<paths...>', 'media files and folders; in folders only media files (by extension) are taken')
  .option('--speakers <n>', `the number of speakers, 1-${SV_LIMITS.speakersMax}, when known (default: estimated)`)
  .option('--track', 'name the turns of your enrolled speakers (the others stay S1, S2, ...)')
  .option('--format <list>', `comma-separated, of ${ANALYSIS_FORMATS.join(', ')}`, ANALYSIS_FORMATS.join(','))
  .option('--out <dir>', "the output folder; each input's path is mirrored under it", DEFAULT_OUT_DIR)
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .option('--force', 'analyze again even when the outputs exist')
  .option('--keep', 'keep the analyses stored on the host (the analyzer page lists them) after writing the outputs')
  .action(async (inputs: string[], _options, command: Command) => {
    await runDiarize(parseOptions(diarizeOptions, command, { inputs }));
  });
