import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchByKeywordText } from '@speechdeck/plugin-workspace/web';
import type { KeywordCount } from './aggregate-keywords.ts';

interface KeywordCloudProps {
  keywords: readonly KeywordCount[];
  chosen: string | null;
  onChoose: (keyword: string) => void;
}

const SHOWN = 30;

/** The most frequent keywords as buttons sized by frequency, and a field to look for any other word. */
export function KeywordCloud({ keywords, chosen, onChoose }: KeywordCloudProps) {
  const { t } = useTranslation();
  const ids = { input: useId(), list: useId(), error: useId() };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const top = keywords.slice(0, SHOWN);
  const most = top[0]?.segments ?? 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = searchByKeywordText.safeParse(text.toLowerCase());
    if (!checked.success) {
      setError(checked.error.issues[0]?.code === 'too_big' ? t('kws.keywords.tooLong') : t('kws.keywords.required'));
      return;
    }
    setError(null);
    onChoose(checked.data);
  };

  return (
    <div className="kws-keywords">
      {top.length > 0 ? (
        <ul className="kws-cloud" aria-label={t('kws.keywords.top')}>
          {top.map((entry) => (
            <li key={entry.keyword}>
              <button
                type="button"
                className={`kws-chip${entry.keyword === chosen ? ' kws-chip--chosen' : ''}`}
                style={{ fontSize: `${0.85 + 0.55 * (entry.segments / most)}rem` }}
                aria-pressed={entry.keyword === chosen}
                aria-label={t('kws.keywords.chip', { keyword: entry.keyword, count: entry.segments })}
                onClick={() => onChoose(entry.keyword)}
              >
                {entry.keyword} <span className="kws-chip__count" aria-hidden="true">{entry.segments}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="kws-muted">{t('kws.keywords.none')}</p>
      )}
      <form className="kws-lookup" onSubmit={submit} noValidate role="search" aria-label={t('kws.keywords.lookup')}>
        <div className={`field kws-lookup__field${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.input}>{t('kws.keywords.input')}</label>
          <input
            id={ids.input}
            className="field__input"
            type="search"
            list={ids.list}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <datalist id={ids.list}>
            {keywords.map((entry) => <option key={entry.keyword} value={entry.keyword} />)}
          </datalist>
        </div>
        <button type="submit" className="button button--primary button--small kws-lookup__submit">{t('kws.keywords.show')}</button>
        {error && <p id={ids.error} className="field__error kws-lookup__error">{error}</p>}
      </form>
    </div>
  );
}
