import { useTranslation } from 'react-i18next';
import { formatBytes, ProgressStep, type UploadState } from '@speechdeck/core/web';

/** The upload as a bar: percent, bytes sent of the total and the speed; a link shows the host fetching it. A failed one stops, in red. */
export function UploadProgress({ upload, failed }: { upload: UploadState; failed: boolean }) {
  const { t } = useTranslation();
  const percent = upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : upload.done ? 100 : 0;
  const label = upload.mode === 'link' ? t('stt.progress.fetchLabel') : t('stt.progress.uploadLabel');
  const state = failed ? 'failed' : upload.done ? 'done' : 'active';
  const text = failed
    ? upload.mode === 'link' ? t('stt.progress.fetchFailed') : t('stt.progress.uploadFailed', { percent })
    : upload.mode === 'link'
      ? upload.done ? t('stt.progress.fetched', { size: formatBytes(upload.total) }) : t('stt.progress.fetching')
      : t(upload.done ? 'stt.progress.uploaded' : 'stt.progress.uploading', {
        percent, loaded: formatBytes(upload.loaded), total: formatBytes(upload.total), speed: `${formatBytes(upload.speed)}/s`,
      });
  // While the host fetches a link, how far it is is unknown: the bar moves until the fetch ends either way.
  const fetching = upload.mode === 'link' && state === 'active';
  return <ProgressStep data-testid="upload-progress" data-state={state} label={label} text={text} percent={fetching ? null : percent} tone={state} />;
}
