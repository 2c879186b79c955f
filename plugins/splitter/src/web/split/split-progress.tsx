import { useTranslation } from 'react-i18next';
import { ProgressStep } from '@speechdeck/core/web';
import { stoppedText } from '../failure.ts';
import type { SplitStep } from './use-split-run.ts';

/** The split as one bar over both channels' calls: sending for one channel, then the host splitting it. */
export function SplitProgress({ step, done, error }: { step: SplitStep; done: boolean; error: unknown }) {
  const { t } = useTranslation();
  const percent = done ? 100 : Math.min(100, Math.round(((step.channel + step.fraction) / 2) * 100));
  const side = t(`splitter.channels.word.${step.channel === 0 ? 'left' : 'right'}`);
  const state = error ? 'failed' : done ? 'done' : 'active';
  const text = error
    ? stoppedText(error, t('splitter.split.failed', { percent }), t)
    : done ? t('splitter.split.done') : step.fraction < 1 ? t('splitter.split.uploading', { side, percent }) : t('splitter.split.working', { side });
  return <ProgressStep data-testid="split-progress" data-state={state} label={t('splitter.split.progress')} text={text} percent={percent} tone={state} />;
}
