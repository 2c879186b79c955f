import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@speechdeck/core/web';
import type { Enrollment } from '../../contract/sv-api.ts';

/** The enrollment job: queued, then running with its progress, then done, or failed with the host's reason. */
export function EnrollmentProgress({ job }: { job: Pick<Enrollment, 'status' | 'progress' | 'error'> }) {
  const { t } = useTranslation();
  const percent = job.status === 'done' ? 100 : Math.round(job.progress * 100);
  const label = t('speaker.enrollment.progress');
  const text = t(`speaker.enrollment.status.${job.status}`, { percent });
  const tone = job.status === 'done' ? 'done' : job.status === 'failed' ? 'failed' : 'active';
  return (
    <div className="sv-step" data-testid="enrollment-progress" data-status={job.status}>
      <div className="sv-step__head">
        <span className="sv-step__name">{label}</span>
        <span className="sv-step__text" aria-live="polite">{text}</span>
      </div>
      <ProgressBar label={label} percent={percent} valueText={text} tone={tone} />
      {job.status === 'failed' && job.error && <p className="field__error" role="alert">{job.error}</p>}
    </div>
  );
}
