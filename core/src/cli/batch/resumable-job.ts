import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { ApiError } from '../../http/api-error.ts';
import type { TransferOptions } from '../../http/http-client.ts';
import { type DescribedError, describeError } from '../errors/describe-error.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { followJob } from './follow-job.ts';
import type { InputFile } from './input-files.ts';

/** A job as the host answers it while it runs and once it settled. */
interface JobState {
  status: string;
  progress: number;
  error: string | null;
}

/** How one file's job is named, looked up and queued on the host. */
export interface ResumableJob<J extends JobState = JobState> {
  /** The id of the file's n-th attempt: the same file, options and user always answer the same ids. */
  idOf(attempt: number): string;
  /** The job's state on the host; a 404 rejection means there is none. */
  status(id: string): Promise<J>;
  /** Uploads the file and queues its job under the id. */
  queue(id: string, file: Blob, transfer: TransferOptions & { name: string }): Promise<unknown>;
  /** A done job is done again (`--force`). */
  force: boolean;
  /** What a failed job says when the host gave no reason. */
  failure: string;
}

/** How one file's job ended: its result (and whether this run uploaded the file), or why not (with the job's id once there was one). */
export type ResumableOutcome<J> =
  | { status: 'ok'; result: J; uploaded: boolean }
  | { status: 'failed'; error: DescribedError; processId?: string };

/**
 * One file's job from start to end: found or queued (findOrQueueJob), followed until it settles
 * (followJob), then its outputs written by `write`. Never throws, so one bad file never stops a batch.
 */
export async function runResumableJob<J extends JobState>(file: InputFile, job: ResumableJob<J>, write: (result: J) => Promise<void>, onPhase: (phase: string) => void): Promise<ResumableOutcome<J>> {
  let processId: string | undefined;
  try {
    const found = await findOrQueueJob(file, job, onPhase);
    processId = found.processId;
    const result = await followJob(() => job.status(found.processId), onPhase);
    if (result.status === 'failed') return { status: 'failed', processId, error: { exitCode: EXIT_CODES.FAILURE, message: result.error ?? job.failure } };
    onPhase('saving');
    await write(result);
    return { status: 'ok', result, uploaded: found.uploaded };
  } catch (error) {
    return { status: 'failed', error: describeError(error), ...(processId ? { processId } : {}) };
  }
}

/**
 * Attaches to the file's job on the host, or uploads it under the first free attempt id: a job
 * still queued or running is waited for (a rerun after Ctrl+C uploads nothing); a failed one is
 * tried again under the next id; a done one is taken, unless `force` asks for a new one.
 */
async function findOrQueueJob<J extends JobState>(file: InputFile, job: ResumableJob<J>, onPhase: (phase: string) => void): Promise<{ processId: string; uploaded: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const processId = job.idOf(attempt);
    const existing = await job.status(processId).catch(nullWhenNotFound);
    if (existing?.status === 'failed' || (existing?.status === 'done' && job.force)) continue;
    if (existing) return { processId, uploaded: false };
    onPhase('uploading');
    await job.queue(processId, await openAsBlob(file.path), {
      name: basename(file.path),
      onUploadProgress: (progress) => onPhase(`uploading ${Math.round((progress.fraction ?? 0) * 100)}%`),
    });
    return { processId, uploaded: true };
  }
}

function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
