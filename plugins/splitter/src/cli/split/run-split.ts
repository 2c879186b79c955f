import { connectSession, runMediaBatch } from '@speechdeck/core/cli';
import { splitFile } from './split-file.ts';
import { sideFormat, type SplitOptions } from './split-options.ts';
import { outcomeReport, reportLine, summaryTable } from './split-report.ts';

/** `speechdeck split`: splits each media file into the channels asked for, as a resumable batch. */
export async function runSplit(options: SplitOptions): Promise<void> {
  await runMediaBatch(options, {
    formats: options.channel.map(sideFormat),
    connect: async () => {
      const { host } = await connectSession({ json: options.json });
      return { process: ({ file, paths }, phase) => splitFile(host, file, options.channel, paths, phase) };
    },
    starting: (files) => `Splitting ${files} into the ${options.channel.join(' and ')} channel${options.channel.length > 1 ? 's' : ''}`,
    report: outcomeReport,
    line: reportLine,
    table: summaryTable,
    allDone: 'Every file was split before; --force splits them again.',
  });
}
