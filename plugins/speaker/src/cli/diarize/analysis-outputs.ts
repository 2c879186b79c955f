import { parse } from 'node:path';
import { type InputFile, type OutputPaths, writeFileAtomic } from '@speechdeck/core/cli';
import { type SpeakerAnalysis, toRttm, toSrt } from '../../index.ts';
import type { AnalysisFormat } from './diarize-options.ts';

/** A file's analysis in one format: the host's answer as JSON, or the formatters the analyzer page downloads with. */
function formatAnalysis(analysis: SpeakerAnalysis, format: AnalysisFormat, file: Pick<InputFile, 'path'>): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(analysis, null, 2)}\n`;
    // The recording's id in RTTM is its name without the extension, as scorers match reference and hypothesis files.
    case 'rttm':
      return toRttm(parse(file.path).name, analysis.segments);
    case 'srt':
      return toSrt(analysis.segments);
  }
}

/** Each output is written whole or not at all, so an output that exists marks the file done on a rerun. */
export async function writeAnalysisOutputs(analysis: SpeakerAnalysis, paths: OutputPaths<AnalysisFormat>, file: Pick<InputFile, 'path'>): Promise<void> {
  await Promise.all((Object.entries(paths) as [AnalysisFormat, string][]).map(([format, path]) => writeFileAtomic(path, formatAnalysis(analysis, format, file))));
}
