import { useTranslation } from 'react-i18next';
import { ProgressStep, type UploadState } from '@speechdeck/core/web';
import type { MedResult } from '../../contract/med-api.ts';

/** The upload (or the host fetching the link), then the queued recognition with its progress. */
export function MedProgress({ upload, uploadFailed, result }: { upload: UploadState | null; uploadFailed: boolean; result: Pick<MedResult, 'status' | 'progress' | 'error'> | null }) {
  const { t } = useTranslation();
  const uploadPercent = upload ? (upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : upload.done ? 100 : 0) : 0;
  const jobPercent = result ? (result.status === 'done' ? 100 : Math.round(result.progress * 100)) : 0;
  return (
    <>
      {upload && (
        <ProgressStep
          data-testid="upload-progress"
          label={upload.mode === 'link' ? t('med.progress.fetch') : t('med.progress.upload')}
          text={upload.mode === 'link'
            ? t(upload.done ? 'med.progress.fetched' : 'med.progress.fetching')
            : upload.done ? t('med.progress.uploaded') : t('med.progress.uploading', { percent: uploadPercent })}
          percent={upload.mode === 'link' && !upload.done ? null : uploadPercent}
          tone={uploadFailed ? 'failed' : upload.done ? 'done' : 'active'}
        />
      )}
      {result && (
        <ProgressStep
          data-testid="job-progress"
          data-status={result.status}
          label={t('med.progress.job')}
          text={result.status === 'running' ? t('med.progress.running', { percent: jobPercent }) : t(`med.progress.${result.status}`)}
          percent={jobPercent}
          tone={result.status === 'done' ? 'done' : result.status === 'failed' ? 'failed' : 'active'}
          live
          error={result.status === 'failed' ? result.error : null}
        >
          {result.status !== 'done' && result.status !== 'failed' && <p className="med-progress__hint">{t('med.progress.firstRun')}</p>}
        </ProgressStep>
      )}
    </>
  );
}
