import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisKind } from '../../../contract/sv-api.ts';
import { SPEAKER_COUNTS, type AnalysisOptions } from './analysis-options.ts';

interface OptionsFormProps {
  value: AnalysisOptions;
  disabled: boolean;
  onChange: (value: AnalysisOptions) => void;
}

const KINDS: readonly AnalysisKind[] = ['diarize', 'track'];

/** Diarize (S1, S2…) or track (enrolled speakers by name), and how many speakers: estimated, or a known count. */
export function OptionsForm({ value, disabled, onChange }: OptionsFormProps) {
  const { t } = useTranslation();
  const ids = { kind: useId(), count: useId(), countHint: useId() };
  return (
    <fieldset className="sa-options" disabled={disabled}>
      <legend className="sa-options__legend">{t('speaker.diarization.options.title')}</legend>
      <div role="radiogroup" aria-labelledby={ids.kind} className="sa-options__kinds">
        <span id={ids.kind} className="field__label">{t('speaker.diarization.options.kind')}</span>
        {KINDS.map((kind) => (
          <label key={kind} className="sa-options__kind">
            <input type="radio" name={ids.kind} value={kind} checked={value.kind === kind} onChange={() => onChange({ ...value, kind })} />
            <span>
              <strong>{t(`speaker.diarization.options.kinds.${kind}`)}</strong>
              <span className="sa-options__kind-hint">{t(`speaker.diarization.options.kindHints.${kind}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="field">
        <label htmlFor={ids.count} className="field__label">{t('speaker.diarization.options.count')}</label>
        <select
          id={ids.count}
          className="field__input"
          value={value.speakers ?? ''}
          aria-describedby={ids.countHint}
          onChange={(event) => onChange({ ...value, speakers: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('speaker.diarization.options.estimate')}</option>
          {SPEAKER_COUNTS.map((count) => <option key={count} value={count}>{t('speaker.diarization.options.known', { count })}</option>)}
        </select>
        <p id={ids.countHint} className="field__hint">{t('speaker.diarization.options.countHint')}</p>
      </div>
    </fieldset>
  );
}
