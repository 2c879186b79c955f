import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@speechdeck/core/web';
import type { UploadState } from './upload-state.ts';

/** The clip going up, as a bar with its percent; red once the call failed before it was all sent. */
export function UploadBar({ upload, failed }: { upload: UploadState; failed: boolean }) {
  const { t } = useTranslation();
  const percent = upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : upload.done ? 100 : 0;
  const label = t('speaker.progress.upload');
  const text = failed && !upload.done ? t('speaker.progress.uploadFailed', { percent }) : upload.done ? t('speaker.progress.uploaded') : t('speaker.progress.uploading', { percent });
  return (
    <div className="sv-step" data-testid="upload-progress">
      <div className="sv-step__head">
        <span className="sv-step__name">{label}</span>
        <span className="sv-step__text">{text}</span>
      </div>
      <ProgressBar label={label} percent={percent} valueText={text} tone={failed && !upload.done ? 'failed' : upload.done ? 'done' : 'active'} />
    </div>
  );
}
