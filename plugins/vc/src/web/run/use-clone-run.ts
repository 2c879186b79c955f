import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobPolling, jobSettled } from '@speechdeck/core/web';
import type { CloneJob } from '../../contract/vc-api.ts';
import { vcKeys } from '../api/query-keys.ts';
import { useVcClient } from '../api/use-vc-client.ts';
import { cloneForm, type CloneRequest } from './clone-request.ts';

/** The clone the page shows, and the reference it was made from when it was made here (for A/B). */
export interface ShownClone {
  id: string;
  reference: File | null;
}

/**
 * One clone from the page: send the reference and the text as a job (POST /api/vc/cloneQueue), then
 * poll its state every 700 ms until it is done or failed. Every clone, short or long, goes this way:
 * the core client's binary call answers only the body, so the match report the synchronous call
 * sends in headers would be out of reach; the job's state carries it, and the clone is stored in
 * the recent list like any other.
 */
export function useCloneRun() {
  const vc = useVcClient();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<ShownClone | null>(null);

  const submit = useMutation({
    // The page shows these failures itself, inline.
    meta: { quiet: true },
    mutationFn: (request: CloneRequest) => vc.cloneQueue(cloneForm(request)),
    onSuccess: ({ id }, request) => {
      setShown({ id, reference: request.reference.file });
      void queryClient.invalidateQueries({ queryKey: vcKeys.clones });
    },
  });

  const job = useQuery({
    queryKey: vcKeys.clone(shown?.id ?? null),
    queryFn: () => vc.cloneState(shown!.id),
    enabled: shown !== null,
    meta: { quiet: true },
    ...jobPolling<CloneJob>(),
  });

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
    running: submit.isPending || (shown !== null && shown.reference !== null && !jobSettled(job.data) && !job.error),
    /** Shows a stored clone (from the recent list), without a reference to compare it with. */
    open: (id: string) => {
      submit.reset();
      setShown({ id, reference: null });
    },
    close: () => setShown(null),
  };
}
