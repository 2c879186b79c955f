import { useTranslation } from 'react-i18next';
import { ProgressStep, type UploadState } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';

interface AnalysisProgressProps {
  upload: UploadState | null;
  /** The upload stopped with an error (or was cancelled). */
  uploadFailed: boolean;
  job: Pick<SpeakerAnalysis, 'kind' | 'status' | 'progress' | 'error' | 'fileName'> | null;
}

/** Two bars: the recording going up, then the job (queued, running with its progress, done or failed with the reason). */
export function AnalysisProgress({ upload, uploadFailed, job }: AnalysisProgressProps) {
  const { t } = useTranslation();
  const uploadPercent = upload ? (upload.done ? 100 : upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0) : 0;
  const uploadState = uploadFailed ? 'failed' : upload?.done ? 'done' : 'active';
  const uploadText = uploadFailed
    ? t('speaker.diarization.progress.uploadFailed', { percent: uploadPercent })
    : upload?.done ? t('speaker.diarization.progress.uploaded') : t('speaker.diarization.progress.uploading', { percent: uploadPercent });
  const jobPercent = job ? (job.status === 'done' ? 100 : Math.round(job.progress * 100)) : 0;
  return (
    <div className="sa-progress">
      {/* A job kept from before (a reload, Back, a new login) has no upload here to name its recording. */}
      {job && !upload && <p className="sa-progress__kept">{t('speaker.diarization.progress.kept', { name: job.fileName })}</p>}
      {upload && (
        <ProgressStep
          data-testid="upload-progress"
          data-state={uploadState}
          label={t('speaker.diarization.progress.upload')}
          text={uploadText}
          percent={uploadPercent}
          tone={uploadState}
        />
      )}
      {job && (
        <ProgressStep
          data-testid="job-progress"
          data-status={job.status}
          label={t(`speaker.diarization.progress.job.${job.kind}`)}
          text={t(`speaker.diarization.progress.status.${job.status}`, { percent: jobPercent })}
          percent={job.status === 'queued' ? null : jobPercent}
          tone={job.status === 'done' ? 'done' : job.status === 'failed' ? 'failed' : 'active'}
          live
          error={job.status === 'failed' ? job.error : null}
        />
      )}
    </div>
  );
}
