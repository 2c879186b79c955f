import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { ApiError } from '../../http/api-error.ts';
import type { TransferOptions } from '../../http/http-client.ts';
import type { InputFile } from './input-files.ts';

/** How one file's job is named, looked up and queued on the host. */
export interface ResumableJob {
  /** The id of the file's n-th attempt: the same file, options and user always answer the same ids. */
  idOf(attempt: number): string;
  /** The job's status on the host; a 404 rejection means there is none. */
  status(id: string): Promise<{ status: string }>;
  /** Uploads the file and queues its job under the id. */
  queue(id: string, file: Blob, transfer: TransferOptions & { name: string }): Promise<unknown>;
  /** A done job is done again (`--force`). */
  force: boolean;
}

/**
 * Attaches to the file's job on the host, or uploads it under the first free attempt id: a job
 * still queued or running is waited for (a rerun after Ctrl+C uploads nothing); a failed one is
 * tried again under the next id; a done one is taken, unless `force` asks for a new one.
 */
export async function findOrQueueJob(file: InputFile, job: ResumableJob, onPhase: (phase: string) => void): Promise<{ processId: string; uploaded: boolean }> {
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
