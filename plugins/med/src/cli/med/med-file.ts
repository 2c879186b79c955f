import { type InputFile, type OutputPaths, type ResumableJob, type ResumableOutcome, runResumableJob, writeFileAtomic } from '@speechdeck/core/cli';
import type { SttClient } from '@speechdeck/plugin-stt';
import type { MedClient, MedResult } from '../../index.ts';
import { medJobId } from './job-id.ts';
import type { MedFormat } from './med-options.ts';
import { termsCsv } from './terms-csv.ts';

export interface MedContext {
  med: MedClient;
  /** The host's exports (SRT, VTT, TXT) of any result. */
  stt: SttClient;
  language: string;
  userId: number;
  force: boolean;
}

export type FileOutcome = ResumableOutcome<MedResult>;

/** Recognizes one file and writes its outputs (core's runResumableJob); never throws, so one bad file never stops a batch. */
export const medFile = (file: InputFile, paths: OutputPaths<MedFormat>, context: MedContext, onPhase: (phase: string) => void): Promise<FileOutcome> =>
  runResumableJob(file, medJob(file, context), async (result) => {
    await Promise.all((Object.entries(paths) as [MedFormat, string][]).map(async ([format, path]) => {
      const text = format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : format === 'csv' ? termsCsv(result) : await context.stt.exportResult(result.processId, format);
      await writeFileAtomic(path, text);
    }));
  }, onPhase);

/** The file's medical recognition job on the host, found by its id before anything is uploaded. */
function medJob(file: InputFile, context: MedContext): ResumableJob<MedResult> {
  return {
    idOf: (attempt) => medJobId(file, context.language, context.userId, attempt),
    status: (id) => context.med.result(id),
    queue: (id, blob, transfer) => context.med.recognize(blob, { id, language: context.language }, transfer),
    force: context.force,
    failure: 'Recognition failed.',
  };
}
