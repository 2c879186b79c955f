import { connectSession, plural, runMediaBatch } from '@speechdeck/core/cli';
import { createKwsClient } from '../../index.ts';
import type { KwsOptions } from './kws-options.ts';
import { spotFile } from './spot-file.ts';
import { outputFormats, stillDone, type SpotAsked } from './spot-outputs.ts';
import { outcomeReport, reportLine, summaryTable } from './spot-report.ts';

/**
 * `speechdeck kws`: spots the keywords in each media file as a resumable batch; a file whose
 * outputs were made for other keywords is spotted again.
 */
export async function runKws(options: KwsOptions): Promise<void> {
  const asked: SpotAsked = { keywords: options.keywords, language: options.language };
  await runMediaBatch(options, {
    formats: outputFormats(options.format),
    recheck: (done) => stillDone(done, asked),
    connect: async () => {
      const { host } = await connectSession({ json: options.json });
      const kws = createKwsClient(host.http);
      return { process: ({ file, paths }, phase) => spotFile(kws, file, paths, asked, phase) };
    },
    starting: (files) => `Spotting ${plural(options.keywords.length, 'keyword')} (${options.keywords.map((k) => k.keyword).join(', ')}) in ${files}`,
    report: outcomeReport,
    line: reportLine,
    table: summaryTable,
    allDone: 'Every file was done before for these keywords; --force spots them again.',
  });
}
