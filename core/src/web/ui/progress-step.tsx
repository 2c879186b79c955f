import type { ReactNode } from 'react';
import { ProgressBar, type ProgressTone } from './progress-bar.tsx';

interface ProgressStepProps {
  /** What is progressing ('Upload', 'Enrollment'): the step's name and its bar's. */
  label: string;
  /** How far, in words ('Running: 40%'), beside the name and as the bar's value. */
  text: string;
  /** 0..100; null while unknown (a moving bar). */
  percent: number | null;
  tone: ProgressTone;
  /** The text is read out as it changes (a job's status; an upload's every percent would be too much). */
  live?: boolean;
  /** Why it failed, in the host's words. */
  error?: string | null;
  /** Under the bar (a job's stages). */
  children?: ReactNode;
  /** Test hooks: data-testid, data-status… */
  [data: `data-${string}`]: string | undefined;
}

/** One step of a run (the upload, the job): its name and state in words over its bar, and the reason if it failed. */
export function ProgressStep({ label, text, percent, tone, live = false, error, children, ...data }: ProgressStepProps) {
  return (
    <div className="ui-step" {...data}>
      <div className="ui-step__head">
        <span className="ui-step__name">{label}</span>
        <span className="ui-step__text" aria-live={live ? 'polite' : undefined}>{text}</span>
      </div>
      <ProgressBar label={label} percent={percent} valueText={text} tone={tone} />
      {children}
      {error && <p className="field__error" role="alert">{error}</p>}
    </div>
  );
}
