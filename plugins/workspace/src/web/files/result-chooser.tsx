import { useId } from 'react';
import { formatTime } from '@speechdeck/core/web';
import type { ResultSummary } from '../../index.ts';
import { useResults } from '../api/get-results.ts';
import { hasTranscript } from './has-transcript.ts';

/** The chooser's words, in the words of the page that shows it (its messages load with that page). */
export interface ResultChooserLabels {
  /** The select's label: 'Result to search'. */
  pick: string;
  /** The placeholder option: 'Choose a result'. */
  choose: string;
  loading: string;
  /** What to say when the user has no finished result this page can use (say which ones it can). */
  none: string;
  /**
   * Added to a result that has speakers but no text (a saved diarization), which else reads like
   * the transcript of the same file; needed only by a page whose `usable` lets such results through.
   */
  noText?: string;
}

interface ResultChooserProps {
  /** The chosen result's process id. */
  value: string | null;
  disabled?: boolean;
  onChoose: (result: ResultSummary) => void;
  labels: ResultChooserLabels;
  /** The results this page's service can take: only these are offered (every finished one when left out). */
  usable?: (result: ResultSummary) => boolean;
}

/** One of the user's finished results, newest first, shown by file name and length: how a service takes a transcript as its input. */
export function ResultChooser({ value, disabled = false, onChoose, labels, usable }: ResultChooserProps) {
  const id = useId();
  const results = useResults();
  const offered = (results.data ?? []).filter((result) => result.status === 'done' && (usable?.(result) ?? true));
  if (results.isPending) return <p className="field__hint" role="status">{labels.loading}</p>;
  if (offered.length === 0) return <p className="field__hint">{labels.none}</p>;
  const named = (result: ResultSummary) => [result.fn, formatTime(result.duration), ...(labels.noText && !hasTranscript(result) ? [labels.noText] : [])].join(' · ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{labels.pick}</label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const chosen = offered.find((result) => result.processId === event.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="" disabled>{labels.choose}</option>
        {offered.map((result) => (
          <option key={result.processId} value={result.processId}>{named(result)}</option>
        ))}
      </select>
    </div>
  );
}
