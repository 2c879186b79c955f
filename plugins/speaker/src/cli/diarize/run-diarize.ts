import { connectSession, plural, runMediaBatch } from '@speechdeck/core/cli';
import { createSvClient } from '../../index.ts';
import { type DiarizeContext, diarizeFile } from './diarize-file.ts';
import type { DiarizeOptions } from './diarize-options.ts';
import { outcomeReport, reportLine, summaryTable } from './diarize-report.ts';

/** How long a second Ctrl+C waits for the analyses in flight to be deleted before quitting anyway. */
const QUIT_CLEANUP_MS = 3000;

/** `speechdeck diarize`: diarizes (or, with --track, tracks) each media file as a resumable batch. */
export async function runDiarize(options: DiarizeOptions): Promise<void> {
  const count = options.speakers === undefined ? 'the speaker count estimated' : plural(options.speakers, 'speaker');
  await runMediaBatch(options, {
    formats: options.format,
    connect: async () => {
      const { host } = await connectSession({ json: options.json });
      const context: DiarizeContext = {
        sv: createSvClient(host.http),
        track: options.track,
        ...(options.speakers === undefined ? {} : { speakers: options.speakers }),
        keep: options.keep,
        inFlight: new Set(),
      };
      return {
        process: ({ file, paths }, phase) => diarizeFile(file, paths, context, phase),
        cleanUp: async () => {
          if (context.keep || !context.inFlight.size) return;
          const deletions = Promise.allSettled([...context.inFlight].map((id) => context.sv.deleteAnalysis(id)));
          await Promise.race([deletions, new Promise((resolve) => setTimeout(resolve, QUIT_CLEANUP_MS))]);
        },
      };
    },
    starting: (files) => `${options.track ? 'Tracking' : 'Diarizing'} ${files}, ${count}`,
    report: outcomeReport,
    line: reportLine,
    table: summaryTable,
    allDone: `Every file was done before; --force ${options.track ? 'tracks' : 'diarizes'} them again.`,
  });
}
