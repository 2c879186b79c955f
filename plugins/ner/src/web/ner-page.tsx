import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, FailureNotice, languageOptions, PageTitle } from '@speechdeck/core/web';
import { CharacterLimit, hasTranscript, ResultChooser, type PlayRequest } from '@speechdeck/plugin-workspace/web';
import type { ResultSummary } from '@speechdeck/plugin-workspace';
import { MAX_NER_TEXT_CHARS, NER_LANGUAGES, type EntitiesRequest } from '../index.ts';
import { EntityLegend } from './entity-legend.tsx';
import { EntitySearch } from './entity-search.tsx';
import { EntityText } from './entity-text.tsx';
import { TranscriptPlayer } from './transcript-player.tsx';
import { useNerClient } from './use-ner-client.ts';
import './ner-page.css';

type Source = 'text' | 'transcript';

/** A transcript this service reads: one with text, in a language it finds entities in (a saved diarization has neither). */
const readable = (result: ResultSummary) => hasTranscript(result) && (NER_LANGUAGES as readonly string[]).includes(result.language);

/** /namerecognition: text or a transcript in, its named entities marked by type, counted, and (in a transcript) played. */
export default function NerPage() {
  const { t, i18n } = useTranslation();
  const ner = useNerClient();
  const ids = { text: useId(), limit: useId(), language: useId() };
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [processId, setProcessId] = useState<string | null>(null);
  const [language, setLanguage] = useState('');
  const [play, setPlay] = useState<PlayRequest | null>(null);
  const run = useMutation({ mutationFn: (body: EntitiesRequest) => ner.entities(body) });

  const tooLong = text.length > MAX_NER_TEXT_CHARS;
  const ready = source === 'text' ? text.trim().length > 0 && !tooLong : processId !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPlay(null);
    const chosen = language || undefined;
    run.mutate(source === 'text' ? { text, language: chosen ?? 'en' } : { processId: processId!, language: chosen });
  };
  const playAt = (id: string, time: number) => setPlay((last) => ({ processId: id, time, serial: (last?.serial ?? 0) + 1 }));
  const found = run.data;

  return (
    <div className="page ner-page">
      <PageTitle>{t('ner.title')}</PageTitle>
      <p className="ner-page__intro">{t('ner.intro')}</p>
      <form className="panel ner-page__form" onSubmit={submit}>
        <fieldset className="ner-page__sources">
          <legend>{t('ner.source.title')}</legend>
          {(['text', 'transcript'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="ner-source" value={value} checked={source === value} onChange={() => setSource(value)} /> {t(`ner.source.${value}`)}
            </label>
          ))}
        </fieldset>
        {source === 'text' ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.text}>{t('ner.text')}</label>
            <textarea id={ids.text} className="field__input ner-page__textarea" rows={6} value={text} aria-describedby={ids.limit} aria-invalid={tooLong || undefined} onChange={(e) => setText(e.target.value)} />
            <CharacterLimit id={ids.limit} characters={text.length} limit={MAX_NER_TEXT_CHARS}
              labels={{ count: (characters, limit) => t('ner.count', { characters, limit }), tooLong: (limit) => t('ner.tooLong', { limit }) }} />
          </div>
        ) : (
          <ResultChooser value={processId} usable={readable} onChoose={(result) => setProcessId(result.processId)}
            labels={{ pick: t('ner.chooser.pick'), choose: t('ner.chooser.choose'), loading: t('ner.chooser.loading'), none: t('ner.chooser.none') }} />
        )}
        <div className="field">
          <label className="field__label" htmlFor={ids.language}>{t('ner.languagePick')}</label>
          {/* Text is read as English unless told otherwise; a transcript in its own language (the empty choice). */}
          <select id={ids.language} className="field__input" value={source === 'text' ? language || 'en' : language} onChange={(e) => setLanguage(e.target.value)}>
            {source === 'transcript' && <option value="">{t('ner.language.own')}</option>}
            {languageOptions(NER_LANGUAGES, i18n.language || 'en').map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
          </select>
        </div>
        <Button type="submit" disabled={!ready || run.isPending}>{run.isPending ? t('ner.finding') : t('ner.find')}</Button>
      </form>
      {run.isError && <FailureNotice title={t('ner.failed')} detail={isApiError(run.error) ? run.error.message : null} />}
      {found && (
        <section className="panel ner-page__result" aria-label={t('ner.result')}>
          <EntityLegend entities={found.entities} />
          {found.entities.length === 0 && <p role="status">{t('ner.none')}</p>}
          {found.processId && <p className="field__hint">{t('ner.playHint')}</p>}
          <EntityText text={found.text} entities={found.entities} onPlay={found.processId ? (entity) => playAt(found.processId!, entity.time.start) : undefined} />
        </section>
      )}
      {play && <TranscriptPlayer request={play} failed={t('ner.player.failed')} />}
      <EntitySearch onPlay={playAt} />
    </div>
  );
}
