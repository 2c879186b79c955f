import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass, EmptyState, ErrorState, formatTime, LoadingState } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { useEnrolledSpeakers } from '../api/get-enrolled-speakers.ts';

interface SpeakerChooserProps {
  value: EnrolledSpeaker | null;
  disabled: boolean;
  onChoose: (speaker: EnrolledSpeaker) => void;
}

/** One of the user's enrolled speakers as the voice to clone, or the way to enroll one when there is none. */
export function SpeakerChooser({ value, disabled, onChoose }: SpeakerChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const speakers = useEnrolledSpeakers();
  if (speakers.isPending) return <LoadingState label={t('vc.speaker.loading')} />;
  if (speakers.isError) {
    return <ErrorState message={t('vc.speaker.failed')} action={<Button size="small" onClick={() => void speakers.refetch()}>{t('vc.speaker.retry')}</Button>} />;
  }
  if (speakers.data.length === 0) {
    return <EmptyState message={t('vc.speaker.none')} action={<a className={buttonClass({ size: 'small' })} href="#/speaker/enroll">{t('vc.speaker.enroll')}</a>} />;
  }
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>{t('vc.speaker.pick')}</label>
        <select
          id={id}
          className="field__input"
          value={value?.spk ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const chosen = speakers.data.find((speaker) => speaker.spk === event.target.value);
            if (chosen) onChoose(chosen);
          }}
        >
          <option value="" disabled>{t('vc.speaker.choose')}</option>
          {speakers.data.map((speaker) => (
            <option key={speaker.spk} value={speaker.spk}>{t('vc.speaker.option', { name: speaker.spk, speech: formatTime(speaker.seconds) })}</option>
          ))}
        </select>
      </div>
      <p className="vc-reference__hint">{t('vc.speaker.hint', { max: formatTime(VC_LIMITS.referenceMaxSeconds) })}</p>
      <div className="vc-reference__chosen" aria-live="polite">
        {value ? (
          <p>
            <span className="badge">{t('vc.reference.kind.speaker')}</span>{' '}
            <strong className="vc-reference__name" data-testid="chosen-input">{value.spk}</strong>{' '}
            <span className="vc-reference__detail">{t('vc.speaker.clips', { count: value.clips, speech: formatTime(value.seconds) })}</span>
          </p>
        ) : (
          <p className="vc-reference__none">{t('vc.reference.none')}</p>
        )}
      </div>
    </>
  );
}
