import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@speechdeck/core/web';
import { OA_LABELS } from '../../index.ts';
import { SEARCH_KINDS, SEARCH_TEXT, type SearchKind, type WorkspaceSearch } from './search-kinds.ts';

/** Search by kind (text, keyword, speaker, analysis label, file name) and the text to look for. */
export function SearchForm({ onSearch, onClear, active }: { onSearch: (search: WorkspaceSearch) => void; onClear: () => void; active: boolean }) {
  const { t } = useTranslation();
  const labelsId = useId();
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
        <SelectField
          label={t('workspace.search.kind')}
          value={kind}
          options={SEARCH_KINDS.map((value) => ({ value, label: t(`workspace.search.kinds.${value}`) }))}
          onChange={(value) => setKind(value as SearchKind)}
        />
        <TextField
          label={t('workspace.search.text')}
          type="search"
          value={text}
          list={kind === 'oa' ? labelsId : undefined}
          placeholder={t(`workspace.search.placeholders.${kind}`)}
          error={error ?? undefined}
          onChange={setText}
        />
        <datalist id={labelsId}>
          {OA_LABELS.map((label) => <option key={label} value={label}>{t(`workspace.oa.${label}`)}</option>)}
        </datalist>
      </div>
      <div className="ws-search__actions">
        <Button type="submit" variant="primary" size="small">{t('workspace.search.submit')}</Button>
        {active && <Button size="small" onClick={onClear}>{t('workspace.search.clear')}</Button>}
      </div>
    </form>
  );
}
