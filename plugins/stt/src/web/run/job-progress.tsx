import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@speechdeck/core/web';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';

const STEPS = ['queued', 'running', 'done'] as const;

/** The recognition job: queued -> running (with its progress) -> done, or failed with the reason. */
export function JobProgress({ result }: { result: Pick<RecognitionResult, 'status' | 'progress' | 'error'> }) {
  const { t } = useTranslation();
  const percent = result.status === 'done' ? 100 : Math.round(result.progress * 100);
  const label = t('stt.progress.jobLabel');
  const text = t(`stt.progress.status.${result.status}`, { percent });
  const reached = result.status === 'failed' ? -1 : STEPS.indexOf(result.status);
  const tone = result.status === 'done' ? 'done' : result.status === 'failed' ? 'failed' : 'active';
  return (
    <div className="speech-step" data-testid="job-progress" data-status={result.status}>
      <div className="speech-step__head">
        <span className="speech-step__name">{label}</span>
        <span className="speech-step__text" aria-live="polite">{text}</span>
      </div>
      <ProgressBar label={label} percent={percent} valueText={text} tone={tone} />
      <ol className="speech-stages" aria-hidden="true">
        {STEPS.map((step, index) => (
          <li key={step} className={`speech-stages__item${index <= reached ? ' speech-stages__item--reached' : ''}${index === reached ? ' speech-stages__item--current' : ''}`}>
            {t(`stt.progress.stage.${step}`)}
          </li>
        ))}
      </ol>
      {result.status === 'failed' && result.error && <p className="field__error" role="alert">{result.error}</p>}
    </div>
  );
}
