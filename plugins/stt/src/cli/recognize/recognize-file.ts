import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { ApiError, type UploadProgress } from '@speechdeck/core';
import { type DescribedError, describeError, EXIT_CODES, type InputFile, type OutputPaths, writeFileAtomic } from '@speechdeck/core/cli';
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
 * The job is found on the host by its id before anything is uploaded (see findOrQueue).
 */
export async function recognizeFile(file: InputFile, paths: OutputPaths<ExportFormat>, context: RecognizeContext, onPhase: OnPhase): Promise<FileOutcome> {
  let processId: string | undefined;
  try {
    const job = await findOrQueue(file, context, onPhase);
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

/**
 * Attaches to the file's job on the host, or uploads it under the first free attempt id. A job
 * still queued or running is waited for (a rerun after Ctrl+C uploads nothing); a failed one is
 * tried again under the next id; a done one is taken, unless --force asks for a new recognition.
 */
async function findOrQueue(file: InputFile, context: RecognizeContext, onPhase: OnPhase): Promise<{ processId: string; uploaded: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const processId = jobId(file, context.settings, context.userId, attempt);
    const existing = await context.stt.result(processId).catch(nullWhenNotFound);
    if (existing?.status === 'failed' || (existing?.status === 'done' && context.force)) continue;
    if (existing) return { processId, uploaded: false };

    onPhase('uploading');
    await context.stt.recognizeQueue(await openAsBlob(file.path), { id: processId, ...context.settings }, {
      name: basename(file.path),
      onUploadProgress: (progress: UploadProgress) => onPhase(`uploading ${Math.round((progress.fraction ?? 0) * 100)}%`),
    });
    return { processId, uploaded: true };
  }
}

function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
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
