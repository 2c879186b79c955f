import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, formatTime, notify, ProgressBar, saveBlob } from '@speechdeck/core/web';
import type { Synthesis, Voice } from '../../contract/tts-api.ts';
import { useDeleteSynthesis } from '../api/delete-synthesis.ts';
import { getSynthesisAudioQueryOptions } from '../api/get-synthesis-audio.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { RecentPlayer } from './recent-player.tsx';

interface RecentSynthesisItemProps {
  synthesis: Synthesis;
  voices: readonly Voice[];
  /** Where focus goes once this row is deleted. */
  focusAfterDelete: () => HTMLElement | null;
  onDeleted: (id: string) => void;
}

/** One stored synthesis: what it says and how, its state (a bar while it runs), and play, download and delete. */
export function RecentSynthesisItem({ synthesis, voices, focusAfterDelete, onDeleted }: RecentSynthesisItemProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const client = useTtsClient();
  const queryClient = useQueryClient();
  const remove = useDeleteSynthesis();
  const [playing, setPlaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const done = synthesis.status === 'done';
  const voice = voices.find((candidate) => candidate.id === synthesis.voice)?.name ?? synthesis.voice;
  const created = new Date(synthesis.createdAt).toLocaleString(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const percent = Math.round(synthesis.progress * 100);
  const statusText = t(`tts.recent.status.${synthesis.status}`, { percent });

  const download = () => {
    setSaving(true);
    queryClient.fetchQuery(getSynthesisAudioQueryOptions(client, synthesis.id, synthesis.format))
      // A failure is toasted by the shell (the query cache reports it) with the host's words.
      .then((blob) => saveBlob(blob, synthesis.fileName), () => {})
      .finally(() => setSaving(false));
  };
  // The promise rather than mutate's callbacks: the row leaves the list (unmounts) before they would run.
  const confirmDelete = () => remove.mutateAsync(synthesis.id).then(
    () => {
      notify.success(t('tts.recent.deleted', { title: synthesis.title }));
      onDeleted(synthesis.id);
    },
    // The shell toasts the failure with the host's words; the dialog stays for another try.
    () => {},
  );

  return (
    <li className="tts-recent__item" aria-labelledby={titleId} data-testid="recent-synthesis" data-status={synthesis.status}>
      <div className="tts-recent__what">
        <h3 id={titleId} className="tts-recent__title">{synthesis.title}</h3>
        <p className="tts-recent__meta">
          {[voice, synthesis.duration ? formatTime(synthesis.duration) : null, synthesis.format.toUpperCase(), created].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="tts-recent__state">
        {done ? null : synthesis.status === 'failed' ? (
          <p className="field__error">{statusText}{synthesis.error ? `: ${synthesis.error}` : ''}</p>
        ) : (
          <>
            <span className="tts-recent__status">{statusText}</span>
            <ProgressBar label={t('tts.recent.progressOf', { title: synthesis.title })} percent={percent} valueText={statusText} />
          </>
        )}
      </div>
      <div className="tts-recent__actions" role="group" aria-label={t('tts.recent.actionsFor', { title: synthesis.title })}>
        {done && (
          <>
            <Button size="small" aria-expanded={playing} onClick={() => setPlaying(!playing)}>{playing ? t('tts.recent.hide') : t('tts.recent.play')}</Button>
            <Button size="small" disabled={saving} aria-busy={saving || undefined} onClick={download}>{t('tts.recent.download')}</Button>
          </>
        )}
        <Button size="small" variant="danger" onClick={() => setConfirming(true)}>{t('tts.recent.delete')}</Button>
      </div>
      {playing && done && <div className="tts-recent__player"><RecentPlayer synthesis={synthesis} /></div>}
      {confirming && (
        <ConfirmDialog
          title={t('tts.recent.deleteTitle')}
          message={t('tts.recent.deleteMessage', { title: synthesis.title })}
          confirmLabel={t('tts.recent.delete')}
          cancelLabel={t('tts.common.cancel')}
          pending={remove.isPending}
          pendingLabel={t('tts.recent.deleting')}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
          fallbackFocus={focusAfterDelete}
        />
      )}
    </li>
  );
}
