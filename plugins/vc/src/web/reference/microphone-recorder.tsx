import { useTranslation } from 'react-i18next';
import { Button, formatTime } from '@speechdeck/core/web';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { canRecord, useMicrophone, type Recording } from './use-microphone.ts';

interface MicrophoneRecorderProps {
  disabled: boolean;
  onRecorded: (recording: Recording) => void;
}

/** Record and Stop, with the elapsed time against the limit and a live input level while recording. */
export function MicrophoneRecorder({ disabled, onRecorded }: MicrophoneRecorderProps) {
  const { t } = useTranslation();
  const microphone = useMicrophone(onRecorded);
  const { state } = microphone;
  const limits = { min: VC_LIMITS.referenceMinSeconds, max: formatTime(VC_LIMITS.referenceMaxSeconds) };

  if (!canRecord()) {
    return <p className="notice vc-recorder__unavailable" data-testid="microphone-unavailable">{t('vc.microphone.unsupported')}</p>;
  }
  const recording = state.phase === 'recording' ? state : null;
  const seconds = recording?.seconds ?? 0;
  const level = recording?.level ?? 0;

  return (
    <div className="vc-recorder">
      <p className="field__hint">{t('vc.microphone.hint', limits)}</p>
      <div className="vc-recorder__controls">
        {microphone.recording ? (
          <Button variant="danger" onClick={microphone.stop} disabled={state.phase === 'starting'}>
            <span className="vc-recorder__dot" aria-hidden="true" /> {t('vc.microphone.stop')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void microphone.start()} disabled={disabled}>
            {t('vc.microphone.record')}
          </Button>
        )}
        <span className="vc-recorder__time" data-testid="recording-time" aria-hidden={!recording}>
          {formatTime(seconds, { tenths: true })} <span className="vc-recorder__limit">/ {limits.max}</span>
        </span>
      </div>
      <div
        className={`vc-meter${recording ? ' vc-meter--live' : ''}`}
        role="meter"
        aria-label={t('vc.microphone.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level * 100)}
      >
        <span className="vc-meter__fill" style={{ width: `${Math.round(level * 100)}%` }} />
      </div>
      <p className="vc-recorder__status" role="status">
        {state.phase === 'starting' && t('vc.microphone.starting')}
        {state.phase === 'recording' && (seconds < VC_LIMITS.referenceMinSeconds ? t('vc.microphone.keepGoing', limits) : t('vc.microphone.recording'))}
      </p>
      {state.phase === 'tooShort' && (
        <p className="field__error" role="alert">{t('vc.microphone.tooShort', { seconds: state.seconds.toFixed(1), min: limits.min })}</p>
      )}
      {state.phase === 'failed' && <p className="field__error" role="alert">{t(`vc.microphone.failed.${state.reason}`)}</p>}
    </div>
  );
}
