import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { ApiError, type UploadProgress } from '@speechdeck/core';
import { type DescribedError, describeError, EXIT_CODES, type InputFile, type OutputPaths, writeFileAtomic } from '@speechdeck/core/cli';
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
    const job = await findOrQueue(file, context, onPhase);
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

/**
 * Attaches to the file's job on the host, or uploads it under the first free attempt id: a job
 * still queued or running is waited for (a rerun after Ctrl+C uploads nothing); a failed one is
 * tried again under the next id; a done one is taken, unless --force asks for a new one.
 */
async function findOrQueue(file: InputFile, context: MedContext, onPhase: (phase: string) => void): Promise<{ processId: string; uploaded: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const processId = medJobId(file, context.language, context.userId, attempt);
    const existing = await context.med.result(processId).catch(nullWhenNotFound);
    if (existing?.status === 'failed' || (existing?.status === 'done' && context.force)) continue;
    if (existing) return { processId, uploaded: false };
    onPhase('uploading');
    await context.med.recognize(await openAsBlob(file.path), { id: processId, language: context.language }, {
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
