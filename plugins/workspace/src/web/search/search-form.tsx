import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OA_LABELS } from '@speechdeck/core';
import { SEARCH_KINDS, SEARCH_TEXT, type SearchKind, type WorkspaceSearch } from './search-kinds.ts';

/** Search by kind (text, keyword, speaker, analysis label, file name) and the text to look for. */
export function SearchForm({ onSearch, onClear, active }: { onSearch: (search: WorkspaceSearch) => void; onClear: () => void; active: boolean }) {
  const { t } = useTranslation();
  const ids = { kind: useId(), text: useId(), error: useId(), labels: useId() };
  const [kind, setKind] = useState<SearchKind>('sent');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SEARCH_TEXT[kind].safeParse(text);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue?.code === 'too_big' ? t('workspace.search.tooLong') : t('workspace.search.required'));
      return;
    }
    setError(null);
    onSearch({ kind, text: checked.data });
  };

  return (
    <form className="ws-search" role="search" aria-label={t('workspace.search.title')} onSubmit={submit} noValidate>
      <div className="ws-search__row">
        <div className="field ws-search__kind">
          <label className="field__label" htmlFor={ids.kind}>{t('workspace.search.kind')}</label>
          <select id={ids.kind} className="field__input" value={kind} onChange={(event) => setKind(event.target.value as SearchKind)}>
            {SEARCH_KINDS.map((value) => <option key={value} value={value}>{t(`workspace.search.kinds.${value}`)}</option>)}
          </select>
        </div>
        <div className={`field ws-search__text${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.text}>{t('workspace.search.text')}</label>
          <input
            id={ids.text}
            className="field__input"
            type="search"
            value={text}
            list={kind === 'oa' ? ids.labels : undefined}
            placeholder={t(`workspace.search.placeholders.${kind}`)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <datalist id={ids.labels}>
            {OA_LABELS.map((label) => <option key={label} value={label}>{t(`workspace.oa.${label}`)}</option>)}
          </datalist>
        </div>
      </div>
      {error && <p id={ids.error} className="field__error">{error}</p>}
      <div className="ws-search__actions">
        <button type="submit" className="button button--primary button--small">{t('workspace.search.submit')}</button>
        {active && <button type="button" className="button button--small" onClick={onClear}>{t('workspace.search.clear')}</button>}
      </div>
    </form>
  );
}
