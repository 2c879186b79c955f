import { useTranslation } from 'react-i18next';
import { ProgressStep } from '@speechdeck/core/web';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';

const STEPS = ['queued', 'running', 'done'] as const;

/** The recognition job: queued -> running (with its progress) -> done, or failed with the reason. */
export function JobProgress({ result }: { result: Pick<RecognitionResult, 'status' | 'progress' | 'error'> }) {
  const { t } = useTranslation();
  const percent = result.status === 'done' ? 100 : Math.round(result.progress * 100);
  const reached = result.status === 'failed' ? -1 : STEPS.indexOf(result.status);
  return (
    <ProgressStep
      data-testid="job-progress"
      data-status={result.status}
      label={t('stt.progress.jobLabel')}
      text={t(`stt.progress.status.${result.status}`, { percent })}
      percent={percent}
      tone={result.status === 'done' ? 'done' : result.status === 'failed' ? 'failed' : 'active'}
      live
      error={result.status === 'failed' ? result.error : null}
    >
      <ol className="speech-stages" aria-hidden="true">
        {STEPS.map((step, index) => (
          <li key={step} className={`speech-stages__item${index <= reached ? ' speech-stages__item--reached' : ''}${index === reached ? ' speech-stages__item--current' : ''}`}>
            {t(`stt.progress.stage.${step}`)}
          </li>
        ))}
      </ol>
    </ProgressStep>
  );
}
