import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, notify, RecentList, type RecentListLabels } from '@speechdeck/core/web';
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
  const analyses = useAnalyses();
  const remove = useDeleteAnalysis();
  const date = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const labels = useMemo((): RecentListLabels<SpeakerAnalysis> => ({
    failed: t('speaker.diarization.recent.failed'),
    retry: t('speaker.diarization.recent.retry'),
    empty: t('speaker.diarization.recent.empty'),
    open: t('speaker.diarization.recent.open'),
    openNamed: (analysis) => t('speaker.diarization.recent.openNamed', { name: analysis.fileName }),
    delete: t('speaker.diarization.recent.delete'),
    deleteNamed: (analysis) => t('speaker.diarization.recent.deleteNamed', { name: analysis.fileName }),
    confirmTitle: t('speaker.diarization.recent.confirmTitle'),
    confirmMessage: (analysis) => t('speaker.diarization.recent.confirmMessage', { name: analysis.fileName }),
    cancel: t('speaker.diarization.recent.cancel'),
    deleting: t('speaker.diarization.recent.deleting'),
  }), [t]);

  const deleteAnalysis = (analysis: SpeakerAnalysis) => remove.mutateAsync(analysis.id).then(
    () => {
      notify.success(t('speaker.diarization.recent.deleted', { name: analysis.fileName }));
      onDeleted(analysis.id);
    },
    // The shell toasts the failure; the dialog closes and the row stays.
    () => {},
  );

  return (
    <RecentList
      className="sa-recent"
      title={t('speaker.diarization.recent.title')}
      list={analyses}
      labels={labels}
      itemId={(analysis) => analysis.id}
      itemName={(analysis) => analysis.fileName}
      itemMeta={(analysis) => [
        date.format(new Date(analysis.createdAt)),
        t(`speaker.diarization.result.kind.${analysis.kind}`),
        analysis.duration > 0 ? formatTime(analysis.duration) : null,
        analysis.status === 'done' ? t('speaker.diarization.result.speakers', { count: analysis.speakers.length }) : t(`speaker.diarization.recent.status.${analysis.status}`),
        analysis.processId ? t('speaker.diarization.save.saved') : null,
      ].filter(Boolean).join(' · ')}
      canOpen={(analysis) => analysis.status === 'done'}
      shownId={shownId}
      onOpen={(analysis) => onOpen(analysis.id, analysis.kind)}
      onDelete={deleteAnalysis}
    />
  );
}
