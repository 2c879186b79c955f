import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, EmptyState, ErrorState, LoadingState, notify } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '../../contract/sv-api.ts';
import { useDeleteSpeaker } from '../api/delete-speaker.ts';
import { useSpeakers } from '../api/get-speakers.ts';
import { QualityBadge } from './quality-badge.tsx';
import { useSecondsFormat } from './use-seconds-format.ts';

/** The user's enrolled speakers: clips, speech, when enrolled, how good each voiceprint is; delete one after asking. */
export function SpeakerList() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const speakers = useSpeakers();
  const remove = useDeleteSpeaker();
  const formatSeconds = useSecondsFormat();
  const [asking, setAsking] = useState<EnrolledSpeaker | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });

  const confirm = (speaker: EnrolledSpeaker) =>
    remove.mutate(speaker.spk, {
      onSuccess: () => {
        setAsking(null);
        notify.success(t('speaker.list.deleted', { name: speaker.spk }));
      },
      // The shell toasts the host's words; the dialog closes, the speaker stays listed.
      onError: () => setAsking(null),
    });

  return (
    <section className="panel sv-speakers" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speaker.list.title')}</h2>
      {speakers.isPending ? (
        <LoadingState />
      ) : speakers.isError ? (
        <ErrorState message={t('speaker.list.failed')} action={<Button size="small" onClick={() => void speakers.refetch()}>{t('speaker.list.retry')}</Button>} />
      ) : speakers.data.length === 0 ? (
        <EmptyState message={t('speaker.list.empty')} />
      ) : (
        <div className="sv-table-wrap">
          <table className="sv-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('speaker.list.name')}</th>
                <th scope="col">{t('speaker.list.clips')}</th>
                <th scope="col">{t('speaker.list.speech')}</th>
                <th scope="col">{t('speaker.list.enrolledAt')}</th>
                <th scope="col">{t('speaker.list.quality')}</th>
                <th scope="col"><span className="visually-hidden">{t('speaker.list.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {speakers.data.map((speaker) => (
                <tr key={speaker.spk} data-testid="speaker-row">
                  <th scope="row" className="sv-table__name">{speaker.spk}</th>
                  <td data-label={t('speaker.list.clips')}>{speaker.clips}</td>
                  <td data-label={t('speaker.list.speech')}>{formatSeconds(speaker.seconds)}</td>
                  <td data-label={t('speaker.list.enrolledAt')}>
                    <time dateTime={speaker.enrolledAt}>{date.format(new Date(speaker.enrolledAt))}</time>
                  </td>
                  <td data-label={t('speaker.list.quality')}><QualityBadge quality={speaker.quality} /></td>
                  <td>
                    <Button size="small" variant="danger" aria-label={t('speaker.list.deleteNamed', { name: speaker.spk })} onClick={() => setAsking(speaker)}>
                      {t('speaker.list.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t('speaker.list.confirmTitle')}
          message={t('speaker.list.confirmMessage', { name: asking.spk, count: asking.clips })}
          confirmLabel={t('speaker.list.delete')}
          cancelLabel={t('speaker.list.cancel')}
          pending={remove.isPending}
          pendingLabel={t('speaker.list.deleting')}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
