import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobPolling, jobSettled, useForgetGoneJob, useKeptJob } from '@speechdeck/core/web';
import type { CloneJob } from '../../contract/vc-api.ts';
import { vcKeys } from '../api/query-keys.ts';
import { useVcClient } from '../api/use-vc-client.ts';
import type { Reference } from '../reference/reference.ts';
import { cloneForm, type CloneRequest } from './clone-request.ts';

/** The clone the page shows, and the reference it was made from while the page still holds it (null when opened from the list or kept from before). */
export interface ShownClone {
  id: string;
  reference: Reference | null;
}

/**
 * One clone from the page: send the reference and the text as a job (POST /api/vc/cloneQueue), then
 * poll its state every 700 ms until it is done or failed. Every clone, short or long, goes this way:
 * the core client's binary call answers only the body, so the match report the synchronous call
 * sends in headers would be out of reach; the job's state carries it, and the clone is stored in
 * the recent list like any other. The clone shown is kept for the user (core's useKeptJob): back on
 * the page, it shows again with its progress or its result.
 */
export function useCloneRun() {
  const vc = useVcClient();
  const queryClient = useQueryClient();
  const [id, keep] = useKeptJob('vc');

  const submit = useMutation({
    // The page shows these failures itself, inline.
    meta: { quiet: true },
    mutationFn: (request: CloneRequest) => vc.cloneQueue(cloneForm(request)),
    onSuccess: (queued) => {
      keep(queued.id);
      void queryClient.invalidateQueries({ queryKey: vcKeys.clones });
    },
  });

  const shown: ShownClone | null = id === null ? null : { id, reference: submit.data?.id === id ? submit.variables?.reference ?? null : null };
  const job = useQuery({
    queryKey: vcKeys.clone(id),
    queryFn: () => vc.cloneState(id!),
    enabled: id !== null,
    // The page shows a failed poll itself; a kept clone the host no longer has is forgotten without a word.
    meta: { quiet: true },
    ...jobPolling<CloneJob>(),
  });
  useForgetGoneJob(job.error, keep);

  // The recent list shows each clone's status: refresh it once this one has settled.
  const settled = jobSettled(job.data) ? job.data!.id : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: vcKeys.clones });
  }, [settled, queryClient]);

  return {
    submit: submit.mutate,
    submitError: submit.error,
    sending: submit.isPending,
    shown,
    job: shown ? job.data ?? null : null,
    pollError: job.error,
    // Before its first answer, only one sent from here is known to run (one opened from the list is done).
    running: submit.isPending || (shown !== null && (shown.reference !== null || job.data !== undefined) && !jobSettled(job.data) && !job.error),
    /** Shows a stored clone (from the recent list), without a reference to compare it with. */
    open: (opened: string) => {
      submit.reset();
      keep(opened);
    },
    close: () => keep(null),
  };
}
