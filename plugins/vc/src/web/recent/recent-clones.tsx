import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, EmptyState, ErrorState, formatTime, LoadingState, notify } from '@speechdeck/core/web';
import type { CloneJob } from '../../contract/vc-api.ts';
import { vcKeys } from '../api/query-keys.ts';
import { useVcClient } from '../api/use-vc-client.ts';

const UNSETTLED_POLL_MS = 2_000;

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
  const titleId = useId();
  const vc = useVcClient();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<CloneJob | null>(null);
  const clones = useQuery({
    queryKey: vcKeys.clones,
    queryFn: () => vc.clones().then((answer) => answer.clones),
    // Shown in the list's place, with a retry: no toast repeats it.
    meta: { quiet: true },
    // A clone still queued or running changes by itself: the list follows it until it settles.
    refetchInterval: (query) => (query.state.data?.some((clone) => clone.status === 'queued' || clone.status === 'running') ? UNSETTLED_POLL_MS : false),
  });
  const remove = useMutation({
    mutationFn: (id: string) => vc.deleteClone(id),
    onSuccess: (_answer, id) => {
      setAsking(null);
      notify.success(t('vc.recent.deleted'));
      queryClient.removeQueries({ queryKey: vcKeys.clone(id) });
      queryClient.removeQueries({ queryKey: vcKeys.audio(id) });
      onDeleted(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vcKeys.clones }),
  });
  const date = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="panel vc-recent" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('vc.recent.title')}</h2>
      {clones.isPending ? (
        <LoadingState />
      ) : clones.isError ? (
        <ErrorState message={t('vc.recent.failed')} action={<Button size="small" onClick={() => void clones.refetch()}>{t('vc.recent.retry')}</Button>} />
      ) : clones.data.length === 0 ? (
        <EmptyState message={t('vc.recent.empty')} />
      ) : (
        <ul className="vc-recent__list" aria-labelledby={titleId}>
          {clones.data.map((clone) => (
            <li key={clone.id} className={`vc-recent__item${clone.id === shownId ? ' vc-recent__item--shown' : ''}`} aria-current={clone.id === shownId || undefined}>
              <div className="vc-recent__what">
                <span className="vc-recent__title">{clone.title}</span>
                <span className="vc-recent__meta">
                  {[
                    date.format(new Date(clone.createdAt)),
                    clone.language,
                    clone.format.toUpperCase(),
                    clone.duration !== null ? formatTime(clone.duration) : null,
                    clone.status !== 'done' ? t(`vc.recent.status.${clone.status}`) : null,
                  ].filter(Boolean).join(' · ')}
                </span>
              </div>
              <div className="vc-recent__actions">
                <Button size="small" disabled={clone.status !== 'done'} aria-label={t('vc.recent.openNamed', { title: clone.title })} onClick={() => onOpen(clone.id)}>
                  {t('vc.recent.open')}
                </Button>
                <Button size="small" variant="danger" aria-label={t('vc.recent.deleteNamed', { title: clone.title })} onClick={() => setAsking(clone)}>
                  {t('vc.recent.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={t('vc.recent.confirmTitle')}
          message={t('vc.recent.confirmMessage', { title: asking.title })}
          confirmLabel={t('vc.recent.delete')}
          cancelLabel={t('vc.recent.cancel')}
          pending={remove.isPending}
          pendingLabel={t('vc.recent.deleting')}
          onConfirm={() => remove.mutate(asking.id)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
