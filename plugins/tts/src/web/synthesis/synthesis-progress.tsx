import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@speechdeck/core/web';
import type { RunStage } from './use-synthesis-run.ts';

/** How far the synthesis is: sent, waiting in the queue, the share of its sentences said, then its audio fetched. */
export function SynthesisProgress({ state }: { state: Exclude<RunStage, { stage: 'idle' }> }) {
  const { t } = useTranslation();
  const label = t('tts.progress.label');
  const percent = state.stage === 'job' ? Math.round(state.progress * 100) : state.stage === 'done' || state.stage === 'fetching' ? 100 : null;
  const text = state.stage === 'job'
    ? t(`tts.progress.${state.status}`, { percent })
    : t(`tts.progress.${state.stage}`);
  const tone = state.stage === 'done' ? 'done' : state.stage === 'failed' ? 'failed' : 'active';
  const status = state.stage === 'job' ? state.status : state.stage;
  return (
    <div className="tts-progress" data-testid="synthesis-progress" data-status={status}>
      <div className="tts-progress__head">
        <span className="tts-progress__name">{label}</span>
        <span className="tts-progress__text" aria-live="polite">{text}</span>
      </div>
      <ProgressBar label={label} percent={state.stage === 'failed' ? 0 : percent} valueText={text} tone={tone} />
    </div>
  );
}
