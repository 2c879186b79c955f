import { useId, useMemo } from 'react';
import { formatTime } from '@speechdeck/core/web';
import type { ResultSummary } from '../../index.ts';
import { useResults } from '../api/get-results.ts';

/** The chooser's words, in the words of the page that shows it (its messages load with that page). */
export interface ResultChooserLabels {
  /** The select's label: 'Result to search'. */
  pick: string;
  /** The placeholder option: 'Choose a result'. */
  choose: string;
  loading: string;
  /** What to say when the user has no finished result yet. */
  none: string;
}

interface ResultChooserProps {
  /** The chosen result's process id. */
  value: string | null;
  disabled?: boolean;
  onChoose: (result: ResultSummary) => void;
  labels: ResultChooserLabels;
}

/** One of the user's finished results, newest first, shown by file name and length: how a service takes a transcript as its input. */
export function ResultChooser({ value, disabled = false, onChoose, labels }: ResultChooserProps) {
  const id = useId();
  const results = useResults();
  const done = useMemo(() => (results.data ?? []).filter((result) => result.status === 'done'), [results.data]);
  if (results.isPending) return <p className="field__hint" role="status">{labels.loading}</p>;
  if (done.length === 0) return <p className="field__hint">{labels.none}</p>;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{labels.pick}</label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const chosen = done.find((result) => result.processId === event.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="" disabled>{labels.choose}</option>
        {done.map((result) => (
          <option key={result.processId} value={result.processId}>{`${result.fn} · ${formatTime(result.duration)}`}</option>
        ))}
      </select>
    </div>
  );
}
