/** How often a page asks a job in flight for its progress. */
export const JOB_POLL_MS = 700;

/** A job that will not change by itself any more. */
export const jobSettled = (job: { status: string } | undefined): boolean => job?.status === 'done' || job?.status === 'failed';

interface JobQueryState<T> {
  state: { data: T | undefined };
}

/** A job's query options: asked again every 700 ms until it is done or failed, then never stale. */
export function jobPolling<T extends { status: string }>() {
  return {
    refetchInterval: (query: JobQueryState<T>) => (jobSettled(query.state.data) ? false : JOB_POLL_MS),
    staleTime: (query: JobQueryState<T>) => (jobSettled(query.state.data) ? Infinity : 0),
  };
}
