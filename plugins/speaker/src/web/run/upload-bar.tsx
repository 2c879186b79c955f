import { useTranslation } from 'react-i18next';
import { ProgressStep, type UploadState } from '@speechdeck/core/web';

/** The clip going up, as a bar with its percent; red once the call failed before it was all sent. */
export function UploadBar({ upload, failed }: { upload: UploadState; failed: boolean }) {
  const { t } = useTranslation();
  const percent = upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : upload.done ? 100 : 0;
  const text = failed && !upload.done ? t('speaker.progress.uploadFailed', { percent }) : upload.done ? t('speaker.progress.uploaded') : t('speaker.progress.uploading', { percent });
  return (
    <ProgressStep
      data-testid="upload-progress"
      label={t('speaker.progress.upload')}
      text={text}
      percent={percent}
      tone={failed && !upload.done ? 'failed' : upload.done ? 'done' : 'active'}
    />
  );
}
