import { useTranslation } from 'react-i18next';
import { ProgressStep } from '@speechdeck/core/web';
import type { Enrollment } from '../../contract/sv-api.ts';

/** The enrollment job: queued, then running with its progress, then done, or failed with the host's reason. */
export function EnrollmentProgress({ job }: { job: Pick<Enrollment, 'status' | 'progress' | 'error'> }) {
  const { t } = useTranslation();
  const percent = job.status === 'done' ? 100 : Math.round(job.progress * 100);
  return (
    <ProgressStep
      data-testid="enrollment-progress"
      data-status={job.status}
      label={t('speaker.enrollment.progress')}
      text={t(`speaker.enrollment.status.${job.status}`, { percent })}
      percent={percent}
      tone={job.status === 'done' ? 'done' : job.status === 'failed' ? 'failed' : 'active'}
      live
      error={job.status === 'failed' ? job.error : null}
    />
  );
}
