import { useEffect, useEffectEvent } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useUpload } from '../upload/use-upload.ts';
import { jobPolling, jobSettled } from './job-polling.ts';
import { useForgetGoneJob, useKeptJob } from './use-kept-job.ts';

/** The page's upload (core's useUpload), which a start sends its file through. */
export type JobUpload = ReturnType<typeof useUpload>;

/** What is a service's own in a run: how it starts, and how its job is read. */
export interface JobService<Request, Started, Job extends { status: string }> {
  /** The page's name for the job it keeps (core's useKeptJob). */
  page: string;
  /** Sends the request (a file through `upload`, for its progress and cancel) and answers what the host started. */
  start: (request: Request, upload: JobUpload) => Promise<Started>;
  /** The id of the job that answer names; null when the host answered the result at once. */
  jobOf: (started: Started) => string | null;
  /** The job's cache key and its GET. */
  queryKey: (id: string | null) => QueryKey;
  read: (id: string) => Promise<Job>;
  /** The job's state as the start's answer already tells it, shown before the first poll. */
  seed?: (started: Started) => Job;
  /** After a start was answered (a list that shows the new job, say). */
  onStarted?: (started: Started) => void;
  /** Once the job followed is done or failed, on this visit or found so on a later one. */
  onSettled?: (job: Job) => void;
  /** How long to wait after a number of answers before the next poll; core's 700 ms otherwise. */
  pollEvery?: (answers: number) => number;
}

/**
 * One run of a service from its page: start it (the upload's progress and cancel included), keep
 * its job for the user (core's useKeptJob: a reload, Back, or a logout and login again shows it once
 * more), poll it through `jobPolling` until it is done or failed, and forget a kept job the host no
 * longer has. The start's and the poll's failures are the page's to show (`meta.quiet`); the page
 * words them with core's describeFailure.
 */
export function useJobRun<Request, Started, Job extends { status: string }>(service: JobService<Request, Started, Job>) {
  const queryClient = useQueryClient();
  const upload = useUpload();
  const [id, keep] = useKeptJob(service.page);

  const submit = useMutation({
    meta: { quiet: true },
    mutationFn: (request: Request) => service.start(request, upload),
    onSuccess: (started) => {
      const job = service.jobOf(started);
      if (job !== null && service.seed) queryClient.setQueryData(service.queryKey(job), service.seed(started));
      keep(job);
      service.onStarted?.(started);
    },
  });

  const poll = useQuery({
    queryKey: service.queryKey(id),
    queryFn: () => service.read(id!),
    enabled: id !== null,
    meta: { quiet: true },
    ...jobPolling<Job>(service.pollEvery),
  });
  useForgetGoneJob(poll.error, keep);

  const job = id === null ? null : poll.data ?? null;
  const settled = job !== null && jobSettled(job) ? job : null;
  const onSettled = useEffectEvent((done: Job) => service.onSettled?.(done));
  useEffect(() => {
    if (settled) onSettled(settled);
  }, [settled]);

  /** The job shown was started by this page's last start, not kept from before or opened from a list. */
  const startedHere = id !== null && submit.data !== undefined && service.jobOf(submit.data) === id;
  // Before its first answer, only a job started here is known to run (one opened from a list is most likely done).
  const following = id !== null && (startedHere || poll.data !== undefined) && !jobSettled(poll.data) && !poll.error;

  return {
    upload: upload.upload,
    submit: submit.mutate,
    submitError: submit.error,
    /** The start is under way (its upload included). */
    submitting: submit.isPending,
    /** The request of the last start, and what the host answered it. */
    submitted: submit.variables,
    answered: submit.data,
    id,
    startedHere,
    job,
    pollError: poll.error,
    running: submit.isPending || following,
    /** Stops the upload under way. */
    cancel: upload.cancel,
    /** Shows a stored job (from a list) instead. */
    open: (opened: string) => {
      submit.reset();
      upload.clear();
      keep(opened);
    },
    /** Shows nothing any more: the start's failure, the upload and the job are forgotten. */
    clear: () => {
      submit.reset();
      upload.clear();
      keep(null);
    },
  };
}
