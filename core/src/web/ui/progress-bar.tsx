export type ProgressTone = 'active' | 'done' | 'failed';

interface ProgressBarProps {
  /** The bar's accessible name: what is progressing. */
  label: string;
  /** 0..100; null while the amount is unknown (a moving, striped bar). */
  percent: number | null;
  /** How far, in words ('40% · 1.2 MB of 3 MB'); read instead of the bare number. */
  valueText?: string;
  /** Done is drawn green; failed is drawn whole in red, so it reads as over rather than paused. */
  tone?: ProgressTone;
}

/** A progress bar (role progressbar) for an upload, a job or any step that takes a while. */
export function ProgressBar({ label, percent, valueText, tone = 'active' }: ProgressBarProps) {
  const width = tone === 'failed' || percent === null ? 100 : Math.min(100, Math.max(0, percent));
  return (
    <div
      className={`ui-progress ui-progress--${tone}${percent === null ? ' ui-progress--indeterminate' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
    >
      <span className="ui-progress__fill" style={{ width: `${width}%` }} />
    </div>
  );
}
