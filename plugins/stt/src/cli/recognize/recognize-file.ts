import { type DescribedError, describeError, EXIT_CODES, findOrQueueJob, type InputFile, type OutputPaths, type ResumableJob, writeFileAtomic } from '@speechdeck/core/cli';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { type ExportFormat, type SttClient, waitForResult } from '../../index.ts';
import { jobId } from './job-id.ts';
import type { RecognitionSettings } from './recognize-options.ts';

/**
 * How often a job in flight is asked about. Throughput does not depend on it (the file uploaded
 * ahead keeps the host busy meanwhile); a shorter interval only costs CPU on both sides.
 */
const POLL_INTERVAL_MS = 500;

export interface RecognizeContext {
  stt: SttClient;
  settings: RecognitionSettings;
  userId: number;
  force: boolean;
}

export type FileOutcome =
  | { status: 'ok'; result: RecognitionResult; uploaded: boolean }
  | { status: 'failed'; error: DescribedError; processId?: string };

/** What the file is doing now, for the progress line. */
type OnPhase = (phase: string) => void;

/**
 * Recognizes one file and writes its outputs; never throws, so one bad file never stops a batch.
 */
export async function recognizeFile(file: InputFile, paths: OutputPaths<ExportFormat>, context: RecognizeContext, onPhase: OnPhase): Promise<FileOutcome> {
  let processId: string | undefined;
  try {
    const job = await findOrQueueJob(file, recognitionJob(file, context), onPhase);
    processId = job.processId;
    const result = await waitForResult(context.stt, job.processId, {
      intervalMs: POLL_INTERVAL_MS,
      onProgress: (progress) => onPhase(progress.status === 'running' ? `${Math.round(progress.progress * 100)}%` : progress.status),
    });
    if (result.status === 'failed') return { status: 'failed', processId, error: { exitCode: EXIT_CODES.FAILURE, message: result.error ?? 'Recognition failed.' } };
    onPhase('saving');
    await writeOutputs(context.stt, result, paths);
    return { status: 'ok', result, uploaded: job.uploaded };
  } catch (error) {
    return { status: 'failed', error: describeError(error), ...(processId ? { processId } : {}) };
  }
}

/** The file's recognition job on the host, found by its id before anything is uploaded (core's findOrQueueJob). */
function recognitionJob(file: InputFile, context: RecognizeContext): ResumableJob {
  return {
    idOf: (attempt) => jobId(file, context.settings, context.userId, attempt),
    status: (id) => context.stt.result(id),
    queue: (id, blob, transfer) => context.stt.recognizeQueue(blob, { id, ...context.settings }, transfer),
    force: context.force,
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
