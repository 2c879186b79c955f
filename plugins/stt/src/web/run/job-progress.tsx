import { useTranslation } from 'react-i18next';
import type { RecognitionResult } from '@speechdeck/core';

const STEPS = ['queued', 'running', 'done'] as const;

/** The recognition job: queued -> running (with its progress) -> done, or failed with the reason. */
export function JobProgress({ result }: { result: Pick<RecognitionResult, 'status' | 'progress' | 'error'> }) {
  const { t } = useTranslation();
  const percent = result.status === 'done' ? 100 : Math.round(result.progress * 100);
  const label = t('stt.progress.jobLabel');
  const text = t(`stt.progress.status.${result.status}`, { percent });
  const reached = result.status === 'failed' ? -1 : STEPS.indexOf(result.status);
  return (
    <div className={`speech-step speech-step--${result.status === 'done' ? 'done' : result.status === 'failed' ? 'failed' : 'active'}`} data-testid="job-progress" data-status={result.status}>
      <div className="speech-step__head">
        <span className="speech-step__name">{label}</span>
        <span className="speech-step__text" aria-live="polite">{text}</span>
      </div>
      <div className="speech-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <span className="speech-bar__fill" style={{ width: `${result.status === 'failed' ? 100 : percent}%` }} />
      </div>
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
