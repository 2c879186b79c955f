import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass, EmptyState, LoadingState } from '@speechdeck/core/web';
import { SV_LIMITS } from '../../contract/sv-api.ts';
import { useSpeakers } from '../api/get-speakers.ts';
import { ClipPicker } from '../clip/clip-picker.tsx';
import { ClipPreview } from '../clip/clip-preview.tsx';
import type { Clip } from '../clip/clip.ts';
import { FailureNotice } from '../run/failure-notice.tsx';
import { UploadBar } from '../run/upload-bar.tsx';
import { IdentificationAnswer } from './identification-answer.tsx';
import { useIdentificationRun } from './use-identification-run.ts';

// A second more than the speech the host needs: a recording starts and ends with a breath of silence.
const RECORD_SECONDS = { min: SV_LIMITS.identifyMinSpeechSeconds + 1, max: SV_LIMITS.recognizeMaxSeconds };

interface IdentifyPanelProps {
  /** On the hub: opens its Enroll tab, rather than leaving for the enrollment page. */
  onEnroll?: () => void;
}

/**
 * Identification: a clip (file, sample or microphone) is compared with the user's enrolled voices;
 * the answer names the closest one, or says nobody enrolled is close enough. With nobody enrolled
 * yet there is nothing to compare with: the panel leads to enrollment instead.
 */
export function IdentifyPanel({ onEnroll }: IdentifyPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [clip, setClip] = useState<Clip | null>(null);
  const speakers = useSpeakers();
  const run = useIdentificationRun();
  const enrolled = speakers.data?.length ?? null;

  return (
    <section className="panel sv-identify" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speaker.identification.title')}</h2>
      {speakers.isPending ? (
        <LoadingState />
      ) : enrolled === 0 ? (
        <EmptyState
          message={t('speaker.identification.nobodyEnrolled')}
          action={onEnroll
            ? <Button variant="primary" onClick={onEnroll}>{t('speaker.identification.toEnroll')}</Button>
            : <a className={buttonClass({ variant: 'primary' })} href="#/speaker/enroll">{t('speaker.identification.toEnroll')}</a>}
        />
      ) : (
        <>
          <p className="sv-panel__intro">
            {enrolled === null ? t('speaker.identification.introUnknownCount') : t('speaker.identification.intro', { count: enrolled })}
          </p>
          <ClipPicker purpose="identify" clip={clip} disabled={run.running} recordSeconds={RECORD_SECONDS} onClip={setClip}>
            {clip && <ClipPreview clip={clip} />}
          </ClipPicker>
          <div className="sv-form__actions">
            <Button variant="primary" disabled={!clip || run.running} aria-busy={run.running || undefined} onClick={() => clip && run.submit(clip.file)}>
              {run.running ? t('speaker.identification.running') : t('speaker.identification.submit')}
            </Button>
            {!clip && <span className="sv-form__hint">{t('speaker.clip.needed')}</span>}
          </div>
          {run.sendError !== null && <FailureNotice error={run.sendError} />}
          {run.upload && run.running && (
            <div className="sv-progress" role="group" aria-label={t('speaker.progress.title')}>
              <UploadBar upload={run.upload} failed={false} />
              {run.upload.loaded >= run.upload.total && <p className="sv-progress__text" role="status">{t('speaker.identification.comparing')}</p>}
            </div>
          )}
          {run.answer !== null && (
            <IdentificationAnswer answer={run.answer} identification={run.identification} failed={run.identificationError !== null} />
          )}
        </>
      )}
    </section>
  );
}
