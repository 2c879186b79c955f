import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, ErrorState, formatTime } from '@speechdeck/core/web';
import { ENTITY_TYPES, type EntityType } from '../index.ts';
import { useNerClient } from './use-ner-client.ts';

/** "Find in your workspace": the segments of the user's transcripts where an entity of a type, or with a text, was found. */
export function EntitySearch({ onPlay }: { onPlay: (processId: string, time: number) => void }) {
  const { t } = useTranslation();
  const ner = useNerClient();
  const typeId = useId();
  const textId = useId();
  const [type, setType] = useState<EntityType | ''>('');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<{ type?: EntityType; text?: string } | null>(null);
  const hits = useQuery({ queryKey: ['ner', 'search', asked], queryFn: () => ner.search(asked!), enabled: asked !== null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ ...(type ? { type } : {}), ...(text.trim() ? { text: text.trim() } : {}) });
  };
  return (
    <section className="panel ner-search" aria-labelledby={`${typeId}-title`}>
      <h2 id={`${typeId}-title`}>{t('ner.search.title')}</h2>
      <p className="field__hint">{t('ner.search.hint')}</p>
      <form className="ner-search__form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={typeId}>{t('ner.search.type')}</label>
          <select id={typeId} className="field__input" value={type} onChange={(e) => setType(e.target.value as EntityType | '')}>
            <option value="">{t('ner.search.anyType')}</option>
            {ENTITY_TYPES.map((value) => <option key={value} value={value}>{t(`ner.type.${value}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={textId}>{t('ner.search.text')}</label>
          <input id={textId} className="field__input" value={text} onChange={(e) => setText(e.target.value)} maxLength={200} />
        </div>
        <Button type="submit" disabled={!type && !text.trim()}>{t('ner.search.find')}</Button>
      </form>
      {hits.isError && <ErrorState message={isApiError(hits.error) ? hits.error.message : t('ner.failed')} />}
      {hits.data && (hits.data.length === 0
        ? <p role="status">{t('ner.search.none')}</p>
        : (
          <ul className="ner-search__hits" aria-label={t('ner.search.hits')}>
            {hits.data.map((hit) => (
              <li key={`${hit.processId}/${hit.position}`}>
                <button type="button" className="ner-search__hit" onClick={() => onPlay(hit.processId, hit.start)}>
                  <span className="ner-search__where">{`${hit.fn} · ${formatTime(hit.start)}`}</span>
                  <span>{hit.sent}</span>
                  <span className="ner-search__found">{hit.entities.map((e) => `${t(`ner.type.${e.type}`)}: ${e.text}`).join(', ')}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
