/** How often a page asks a job in flight for its progress. */
export const JOB_POLL_MS = 700;

/** A job that will not change by itself any more. */
export const jobSettled = (job: { status: string } | undefined): boolean => job?.status === 'done' || job?.status === 'failed';

interface JobQueryState<T> {
  state: { data: T | undefined; dataUpdateCount: number };
}

/**
 * A job's query options: asked again until it is done or failed, then never stale. Every 700 ms,
 * unless the service says how long to wait after a number of answers (a job that is often over in
 * a second is asked sooner at first).
 */
export function jobPolling<T extends { status: string }>(every: (answers: number) => number = () => JOB_POLL_MS) {
  return {
    refetchInterval: (query: JobQueryState<T>) => (jobSettled(query.state.data) ? false : every(query.state.dataUpdateCount)),
    staleTime: (query: JobQueryState<T>) => (jobSettled(query.state.data) ? Infinity : 0),
  };
}

/** How often a list asks again while one of its items is queued or running: a row, not a progress bar. */
const JOB_LIST_POLL_MS = 2_000;

interface JobListQueryState<T> {
  state: { data: readonly T[] | undefined };
}

/** A list's query options: asked again while any of its items is queued or running, so that its row follows the job. */
export function jobListPolling<T extends { status: string }>() {
  return {
    refetchInterval: (query: JobListQueryState<T>) => (query.state.data?.some((item) => !jobSettled(item)) ? JOB_LIST_POLL_MS : false),
  };
}
