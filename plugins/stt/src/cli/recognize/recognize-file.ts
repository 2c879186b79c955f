import { type InputFile, type OutputPaths, type ResumableJob, type ResumableOutcome, runResumableJob, writeFileAtomic } from '@speechdeck/core/cli';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { ExportFormat, SttClient } from '../../index.ts';
import { jobId } from './job-id.ts';
import type { RecognitionSettings } from './recognize-options.ts';

export interface RecognizeContext {
  stt: SttClient;
  settings: RecognitionSettings;
  userId: number;
  force: boolean;
}

export type FileOutcome = ResumableOutcome<RecognitionResult>;

/** Recognizes one file and writes its outputs (core's runResumableJob); never throws, so one bad file never stops a batch. */
export const recognizeFile = (file: InputFile, paths: OutputPaths<ExportFormat>, context: RecognizeContext, onPhase: (phase: string) => void): Promise<FileOutcome> =>
  runResumableJob(file, recognitionJob(file, context), (result) => writeOutputs(context.stt, result, paths), onPhase);

/** The file's recognition job on the host, found by its id before anything is uploaded. */
function recognitionJob(file: InputFile, context: RecognizeContext): ResumableJob<RecognitionResult> {
  return {
    idOf: (attempt) => jobId(file, context.settings, context.userId, attempt),
    status: (id) => context.stt.result(id),
    queue: (id, blob, transfer) => context.stt.recognizeQueue(blob, { id, ...context.settings }, transfer),
    force: context.force,
    failure: 'Recognition failed.',
  };
}

/** JSON is the result already in hand (what the host's JSON export holds); other formats come from the host's exporter. */
async function writeOutputs(stt: SttClient, result: RecognitionResult, paths: OutputPaths<ExportFormat>): Promise<void> {
  await Promise.all(
    (Object.entries(paths) as [ExportFormat, string][]).map(async ([format, path]) => {
      const text = format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : await stt.exportResult(result.processId, format);
      await writeFileAtomic(path, text);
    }),
  );
}
