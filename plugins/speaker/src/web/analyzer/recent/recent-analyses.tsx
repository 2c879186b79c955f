import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, EmptyState, ErrorState, formatTime, LoadingState, notify } from '@speechdeck/core/web';
import type { AnalysisKind, SpeakerAnalysis } from '../../../contract/sv-api.ts';
import { useAnalyses } from '../../api/get-analyses.ts';
import { useDeleteAnalysis } from '../../api/delete-analysis.ts';

interface RecentAnalysesProps {
  /** The analysis the page shows, marked in the list. */
  shownId: string | null;
  onOpen: (id: string, kind: AnalysisKind) => void;
  /** An analysis was deleted (the page stops showing it if it did). */
  onDeleted: (id: string) => void;
}

/** The user's diarizations and trackings, newest first: open one to see and play it again, or delete it (after asking). */
export function RecentAnalyses({ shownId, onOpen, onDeleted }: RecentAnalysesProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const analyses = useAnalyses();
  const remove = useDeleteAnalysis();
  const [asking, setAsking] = useState<SpeakerAnalysis | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });

  const confirm = (analysis: SpeakerAnalysis) => remove.mutate(analysis.id, {
    onSuccess: () => {
      setAsking(null);
      notify.success(t('speaker.diarization.recent.deleted', { name: analysis.fileName }));
      onDeleted(analysis.id);
    },
    // The shell toasts the failure; the dialog closes and the row stays.
    onError: () => setAsking(null),
  });

  return (
    <section className="panel sa-recent" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speaker.diarization.recent.title')}</h2>
      {analyses.isPending ? (
        <LoadingState />
      ) : analyses.isError ? (
        <ErrorState message={t('speaker.diarization.recent.failed')} action={<Button size="small" onClick={() => void analyses.refetch()}>{t('speaker.diarization.recent.retry')}</Button>} />
      ) : analyses.data.length === 0 ? (
        <EmptyState message={t('speaker.diarization.recent.empty')} />
      ) : (
        <ul className="sa-recent__list" aria-labelledby={titleId}>
          {analyses.data.map((analysis) => (
            <li
              key={analysis.id}
              className={`sa-recent__item${analysis.id === shownId ? ' sa-recent__item--shown' : ''}`}
              aria-current={analysis.id === shownId || undefined}
              data-testid="recent-analysis"
              data-status={analysis.status}
            >
              <div className="sa-recent__what">
                <span className="sa-recent__name">{analysis.fileName}</span>
                <span className="sa-recent__meta">
                  {[
                    date.format(new Date(analysis.createdAt)),
                    t(`speaker.diarization.result.kind.${analysis.kind}`),
                    analysis.duration > 0 ? formatTime(analysis.duration) : null,
                    analysis.status === 'done' ? t('speaker.diarization.result.speakers', { count: analysis.speakers.length }) : t(`speaker.diarization.recent.status.${analysis.status}`),
                    analysis.processId ? t('speaker.diarization.save.saved') : null,
                  ].filter(Boolean).join(' · ')}
                </span>
              </div>
              <div className="sa-recent__actions">
                <Button
                  size="small"
                  disabled={analysis.status !== 'done'}
                  aria-label={t('speaker.diarization.recent.openNamed', { name: analysis.fileName })}
                  onClick={() => onOpen(analysis.id, analysis.kind)}
                >
                  {t('speaker.diarization.recent.open')}
                </Button>
                <Button size="small" variant="danger" aria-label={t('speaker.diarization.recent.deleteNamed', { name: analysis.fileName })} onClick={() => setAsking(analysis)}>
                  {t('speaker.diarization.recent.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={t('speaker.diarization.recent.confirmTitle')}
          message={t('speaker.diarization.recent.confirmMessage', { name: asking.fileName })}
          confirmLabel={t('speaker.diarization.recent.delete')}
          cancelLabel={t('speaker.diarization.recent.cancel')}
          pending={remove.isPending}
          pendingLabel={t('speaker.diarization.recent.deleting')}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
