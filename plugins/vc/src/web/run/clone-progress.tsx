import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@speechdeck/core/web';
import type { CloneJob } from '../../contract/vc-api.ts';

/** Sending the reference, then the job: queued -> running (with its progress) -> done, or failed with the reason. */
export function CloneProgress({ job }: { job: Pick<CloneJob, 'status' | 'progress' | 'error'> | null }) {
  const { t } = useTranslation();
  const label = t('vc.progress.label');
  if (!job) {
    const text = t('vc.progress.sending');
    return (
      <div className="vc-progress" data-testid="clone-progress" data-status="sending">
        <p className="vc-progress__text" aria-live="polite">{text}</p>
        <ProgressBar label={label} percent={null} valueText={text} />
      </div>
    );
  }
  const percent = job.status === 'done' ? 100 : Math.round(job.progress * 100);
  const text = t(`vc.progress.status.${job.status}`, { percent });
  const tone = job.status === 'done' ? 'done' : job.status === 'failed' ? 'failed' : 'active';
  return (
    <div className="vc-progress" data-testid="clone-progress" data-status={job.status}>
      <p className="vc-progress__text" aria-live="polite">{text}</p>
      <ProgressBar label={label} percent={job.status === 'queued' ? null : percent} valueText={text} tone={tone} />
      {job.status === 'failed' && job.error && <p className="field__error" role="alert">{job.error}</p>}
    </div>
  );
}
