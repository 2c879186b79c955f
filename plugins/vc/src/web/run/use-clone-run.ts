import { useQueryClient } from '@tanstack/react-query';
import { useJobRun } from '@speechdeck/core/web';
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
 * One clone from the page (core's useJobRun): send the reference and the text as a job (POST
 * /api/vc/cloneQueue), then follow it. Every clone, short or long, goes this way: the core client's
 * binary call answers only the body, so the match report the synchronous call sends in headers
 * would be out of reach; the job's state carries it, and the clone is stored in the recent list
 * like any other, which is refreshed when a clone is sent and when it settles.
 */
export function useCloneRun() {
  const vc = useVcClient();
  const queryClient = useQueryClient();
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: vcKeys.clones });
  const run = useJobRun({
    page: 'vc',
    start: (request: CloneRequest) => vc.cloneQueue(cloneForm(request)),
    jobOf: (queued) => queued.id,
    queryKey: vcKeys.clone,
    read: (id) => vc.cloneState(id),
    onStarted: refreshList,
    onSettled: refreshList,
  });
  const shown: ShownClone | null = run.id === null ? null : { id: run.id, reference: run.startedHere ? run.submitted?.reference ?? null : null };
  return { ...run, shown };
}
