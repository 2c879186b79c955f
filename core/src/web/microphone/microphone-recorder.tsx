import { useMemo } from 'react';
import { formatTime } from '../player/format-time.ts';
import { Button } from '../ui/button.tsx';
import type { MicrophoneLabels } from './microphone-labels.ts';
import { MicrophoneStyles } from './microphone-styles.tsx';
import { canRecord, useMicrophone, type Recording } from './use-microphone.ts';

export interface MicrophoneRecorderProps {
  /** Seconds a recording must last and may last: the host's limits for what it is recorded for. */
  minSeconds: number;
  maxSeconds: number;
  labels: MicrophoneLabels;
  disabled: boolean;
  /** A recording is already chosen: Record then says `labels.recordAgain`, when given. */
  recorded?: boolean;
  onRecorded: (recording: Recording) => void;
}

/** Record and Stop, with the elapsed time against the limit and a live input level while recording. */
export function MicrophoneRecorder({ minSeconds, maxSeconds, labels, disabled, recorded = false, onRecorded }: MicrophoneRecorderProps) {
  const limits = useMemo(() => ({ min: minSeconds, max: maxSeconds }), [minSeconds, maxSeconds]);
  const microphone = useMicrophone(limits, onRecorded);
  const { state } = microphone;
  const max = formatTime(maxSeconds);

  if (!canRecord()) {
    return <p className="notice mic-recorder__unavailable" data-testid="microphone-unavailable">{labels.unsupported}</p>;
  }
  const recording = state.phase === 'recording' ? state : null;
  const seconds = recording?.seconds ?? 0;
  const level = recording?.level ?? 0;

  return (
    <div className="mic-recorder">
      <MicrophoneStyles />
      <p className="field__hint">{labels.hint(minSeconds, max)}</p>
      <div className="mic-recorder__controls">
        {microphone.recording ? (
          <Button variant="danger" onClick={microphone.stop} disabled={state.phase === 'starting'}>
            <span className="mic-recorder__dot" aria-hidden="true" /> {labels.stop}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void microphone.start()} disabled={disabled}>
            {recorded && labels.recordAgain ? labels.recordAgain : labels.record}
          </Button>
        )}
        <span className="mic-recorder__time" data-testid="recording-time" aria-hidden={!recording}>
          {formatTime(seconds, { tenths: true })} <span className="mic-recorder__limit">/ {max}</span>
        </span>
      </div>
      <div
        className={`mic-meter${recording ? ' mic-meter--live' : ''}`}
        role="meter"
        aria-label={labels.level}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level * 100)}
      >
        <span className="mic-meter__fill" style={{ width: `${Math.round(level * 100)}%` }} />
      </div>
      <p className="mic-recorder__status" role="status">
        {state.phase === 'starting' && labels.starting}
        {state.phase === 'recording' && (seconds < minSeconds ? labels.keepGoing(minSeconds) : labels.recording)}
      </p>
      {state.phase === 'tooShort' && <p className="field__error" role="alert">{labels.tooShort(state.seconds.toFixed(1), minSeconds)}</p>}
      {state.phase === 'failed' && <p className="field__error" role="alert">{labels.failed[state.reason]}</p>}
    </div>
  );
}
