import { type DescribedError, describeError, EXIT_CODES, findOrQueueJob, type InputFile, type OutputPaths, type ResumableJob, writeFileAtomic } from '@speechdeck/core/cli';
import type { SttClient } from '@speechdeck/plugin-stt';
import { type MedClient, type MedResult, waitForMedResult } from '../../index.ts';
import { medJobId } from './job-id.ts';
import type { MedFormat } from './med-options.ts';
import { termsCsv } from './terms-csv.ts';

const POLL_INTERVAL_MS = 500;

export interface MedContext {
  med: MedClient;
  /** The host's exports (SRT, VTT, TXT) of any result. */
  stt: SttClient;
  language: string;
  userId: number;
  force: boolean;
}

export type FileOutcome =
  | { status: 'ok'; result: MedResult; uploaded: boolean }
  | { status: 'failed'; error: DescribedError; processId?: string };

/** Recognizes one file and writes its outputs; never throws, so one bad file never stops a batch. */
export async function medFile(file: InputFile, paths: OutputPaths<MedFormat>, context: MedContext, onPhase: (phase: string) => void): Promise<FileOutcome> {
  let processId: string | undefined;
  try {
    const job = await findOrQueueJob(file, medJob(file, context), onPhase);
    processId = job.processId;
    const result = await waitForMedResult(context.med, job.processId, {
      intervalMs: POLL_INTERVAL_MS,
      onProgress: (progress) => onPhase(progress.status === 'running' ? `${Math.round(progress.progress * 100)}%` : progress.status),
    });
    if (result.status === 'failed') return { status: 'failed', processId, error: { exitCode: EXIT_CODES.FAILURE, message: result.error ?? 'Recognition failed.' } };
    onPhase('saving');
    await Promise.all((Object.entries(paths) as [MedFormat, string][]).map(async ([format, path]) => {
      const text = format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : format === 'csv' ? termsCsv(result) : await context.stt.exportResult(result.processId, format);
      await writeFileAtomic(path, text);
    }));
    return { status: 'ok', result, uploaded: job.uploaded };
  } catch (error) {
    return { status: 'failed', error: describeError(error), ...(processId ? { processId } : {}) };
  }
}

/** The file's medical recognition job on the host, found by its id before anything is uploaded (core's findOrQueueJob). */
function medJob(file: InputFile, context: MedContext): ResumableJob {
  return {
    idOf: (attempt) => medJobId(file, context.language, context.userId, attempt),
    status: (id) => context.med.result(id),
    queue: (id, blob, transfer) => context.med.recognize(blob, { id, language: context.language }, transfer),
    force: context.force,
  };
}
