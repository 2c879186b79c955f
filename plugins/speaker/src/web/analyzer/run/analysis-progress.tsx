import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';
import type { UploadState } from './use-analysis-run.ts';

interface AnalysisProgressProps {
  upload: UploadState | null;
  /** The upload stopped with an error (or was cancelled). */
  uploadFailed: boolean;
  job: Pick<SpeakerAnalysis, 'kind' | 'status' | 'progress' | 'error'> | null;
}

/** Two bars: the recording going up, then the job (queued, running with its progress, done or failed with the reason). */
export function AnalysisProgress({ upload, uploadFailed, job }: AnalysisProgressProps) {
  const { t } = useTranslation();
  const uploadPercent = upload ? (upload.done ? 100 : upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0) : 0;
  const uploadLabel = t('speaker.diarization.progress.upload');
  const uploadText = uploadFailed
    ? t('speaker.diarization.progress.uploadFailed', { percent: uploadPercent })
    : upload?.done ? t('speaker.diarization.progress.uploaded') : t('speaker.diarization.progress.uploading', { percent: uploadPercent });
  const jobLabel = job ? t(`speaker.diarization.progress.job.${job.kind}`) : '';
  const jobPercent = job ? (job.status === 'done' ? 100 : Math.round(job.progress * 100)) : 0;
  const jobText = job ? t(`speaker.diarization.progress.status.${job.status}`, { percent: jobPercent }) : '';
  return (
    <div className="sa-progress">
      {upload && (
        <div className="sa-step" data-testid="upload-progress" data-state={uploadFailed ? 'failed' : upload.done ? 'done' : 'active'}>
          <div className="sa-step__head">
            <span className="sa-step__name">{uploadLabel}</span>
            <span className="sa-step__text">{uploadText}</span>
          </div>
          <ProgressBar label={uploadLabel} percent={uploadPercent} valueText={uploadText} tone={uploadFailed ? 'failed' : upload.done ? 'done' : 'active'} />
        </div>
      )}
      {job && (
        <div className="sa-step" data-testid="job-progress" data-status={job.status}>
          <div className="sa-step__head">
            <span className="sa-step__name">{jobLabel}</span>
            <span className="sa-step__text" aria-live="polite">{jobText}</span>
          </div>
          <ProgressBar
            label={jobLabel}
            percent={job.status === 'queued' ? null : jobPercent}
            valueText={jobText}
            tone={job.status === 'done' ? 'done' : job.status === 'failed' ? 'failed' : 'active'}
          />
          {job.status === 'failed' && job.error && <p className="field__error" role="alert">{job.error}</p>}
        </div>
      )}
    </div>
  );
}
