import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KWS_LIMITS } from '../../contract/kws-api.ts';
import { addKeywords, chipThreshold, type ChipProblem, type KeywordChip } from './keyword-chips.ts';

interface KeywordChipInputProps {
  chips: readonly KeywordChip[];
  onChange: (chips: KeywordChip[]) => void;
  disabled: boolean;
}

/**
 * Keywords typed as chips: Enter or a comma makes the text a chip (several at once when pasted with
 * commas), Backspace in the empty field takes the last one back. Each chip has its own threshold
 * field, empty for the default of its length, and a button that removes it.
 */
export function KeywordChipInput({ chips, onChange, disabled }: KeywordChipInputProps) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ChipProblem | null>(null);

  /** Makes chips of `typed`; `rest` stays in the field (what follows the last comma of a paste). */
  const commit = (typed: string, rest = '') => {
    const added = addKeywords(chips, typed);
    setProblem(added.problem);
    if (added.chips.length !== chips.length) onChange(added.chips);
    setText(added.problem?.kind === 'invalid' ? added.problem.text : rest);
  };
  // A comma that arrives without its key (a paste, a phone's keyboard) makes chips too.
  const onType = (value: string) => {
    const comma = value.lastIndexOf(',');
    if (comma >= 0) commit(value.slice(0, comma), value.slice(comma + 1).trimStart());
    else {
      setText(value);
      setProblem(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      event.preventDefault();
      setText(chips.at(-1)!.keyword);
      onChange(chips.slice(0, -1));
    }
  };
  const setThreshold = (index: number, threshold: string) => onChange(chips.map((chip, i) => (i === index ? { ...chip, threshold } : chip)));
  const problemText = problem && {
    invalid: () => t('kws.spot.keywords.invalid', { text: problem.kind === 'invalid' ? problem.text : '', message: problem.kind === 'invalid' ? problem.message : '' }),
    duplicate: () => t('kws.spot.keywords.duplicate', { keyword: problem.kind === 'duplicate' ? problem.keyword : '' }),
    tooMany: () => t('kws.spot.keywords.tooMany', { max: KWS_LIMITS.keywordsMax }),
  }[problem.kind]();

  return (
    <div className="kws-chips">
      {chips.length > 0 && (
        <ul className="kws-chips__list" aria-label={t('kws.spot.keywords.list')}>
          {chips.map((chip, index) => {
            const invalid = chipThreshold(chip) === null;
            return (
              <li key={chip.keyword} className={`kws-spot-chip${invalid ? ' kws-spot-chip--invalid' : ''}`} data-testid="kws-keyword-chip">
                <span className="kws-spot-chip__keyword">{chip.keyword}</span>
                <input
                  className="kws-spot-chip__threshold"
                  value={chip.threshold}
                  placeholder={t('kws.spot.keywords.auto')}
                  size={6}
                  disabled={disabled}
                  aria-label={t('kws.spot.keywords.threshold', { keyword: chip.keyword })}
                  aria-invalid={invalid || undefined}
                  title={invalid ? t('kws.spot.keywords.badThreshold') : undefined}
                  onChange={(event) => setThreshold(index, event.target.value)}
                />
                <button
                  type="button"
                  className="kws-spot-chip__remove"
                  disabled={disabled}
                  aria-label={t('kws.spot.keywords.remove', { keyword: chip.keyword })}
                  onClick={() => onChange(chips.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={`field kws-chips__field${problemText ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.input}>{t('kws.spot.keywords.input')}</label>
        <input
          id={ids.input}
          className="field__input"
          value={text}
          disabled={disabled}
          autoComplete="off"
          aria-describedby={problemText ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={problemText ? true : undefined}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text)}
        />
        <p id={ids.hint} className="kws-muted kws-chips__hint">{t('kws.spot.keywords.hint')}</p>
        {problemText && <p id={ids.error} className="field__error" role="alert">{problemText}</p>}
      </div>
    </div>
  );
}
