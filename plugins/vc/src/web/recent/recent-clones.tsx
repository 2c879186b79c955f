import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatTime, jobListPolling, notify, RecentList, type RecentListLabels } from '@speechdeck/core/web';
import type { CloneJob } from '../../contract/vc-api.ts';
import { vcKeys } from '../api/query-keys.ts';
import { useVcClient } from '../api/use-vc-client.ts';

interface RecentClonesProps {
  /** The clone the page shows, marked in the list. */
  shownId: string | null;
  onOpen: (id: string) => void;
  /** A clone was deleted (the page stops showing it if it did). */
  onDeleted: (id: string) => void;
}

/** The user's stored clones, newest first: open one to hear and download it, or delete it (after asking). */
export function RecentClones({ shownId, onOpen, onDeleted }: RecentClonesProps) {
  const { t, i18n } = useTranslation();
  const vc = useVcClient();
  const queryClient = useQueryClient();
  const clones = useQuery({
    queryKey: vcKeys.clones,
    queryFn: () => vc.clones().then((answer) => answer.clones),
    // Shown in the list's place, with a retry: no toast repeats it.
    meta: { quiet: true },
    // A clone still queued or running changes by itself: the list follows it until it settles.
    ...jobListPolling(),
  });
  const remove = useMutation({
    mutationFn: (id: string) => vc.deleteClone(id),
    onSuccess: (_answer, id) => {
      notify.success(t('vc.recent.deleted'));
      queryClient.removeQueries({ queryKey: vcKeys.clone(id) });
      queryClient.removeQueries({ queryKey: vcKeys.audio(id) });
      onDeleted(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vcKeys.clones }),
  });
  const date = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const labels = useMemo((): RecentListLabels<CloneJob> => ({
    failed: t('vc.recent.failed'),
    retry: t('vc.recent.retry'),
    empty: t('vc.recent.empty'),
    open: t('vc.recent.open'),
    openNamed: (clone) => t('vc.recent.openNamed', { title: clone.title }),
    delete: t('vc.recent.delete'),
    deleteNamed: (clone) => t('vc.recent.deleteNamed', { title: clone.title }),
    confirmTitle: t('vc.recent.confirmTitle'),
    confirmMessage: (clone) => t('vc.recent.confirmMessage', { title: clone.title }),
    cancel: t('vc.recent.cancel'),
    deleting: t('vc.recent.deleting'),
  }), [t]);

  return (
    <RecentList
      title={t('vc.recent.title')}
      list={clones}
      labels={labels}
      itemId={(clone) => clone.id}
      itemName={(clone) => clone.title}
      itemMeta={(clone) => [
        date.format(new Date(clone.createdAt)),
        clone.language,
        clone.format.toUpperCase(),
        clone.duration !== null ? formatTime(clone.duration) : null,
        clone.status !== 'done' ? t(`vc.recent.status.${clone.status}`) : null,
      ].filter(Boolean).join(' · ')}
      canOpen={(clone) => clone.status === 'done'}
      shownId={shownId}
      onOpen={(clone) => onOpen(clone.id)}
      onDelete={(clone) => remove.mutateAsync(clone.id)}
    />
  );
}
