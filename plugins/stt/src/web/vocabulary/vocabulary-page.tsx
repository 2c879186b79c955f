import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@speechdeck/core';
import { Button, ErrorState, LoadingState, notify, PageTitle } from '@speechdeck/core/web';
import { VOCABULARY_MAX_SOUNDS_LIKE, VOCABULARY_MAX_WORDS } from '../../contract/vocabulary-api.ts';
import { useSttClient } from '../use-stt-client.ts';
import { newRow, wordsOf, type VocabularyRow } from './vocabulary-rows.ts';

const VOCABULARY_KEY = ['stt', 'vocabulary'] as const;

/** #/vocabulary: the user's own words, which their recognitions listen for. Edited as rows, saved whole (PUT replaces the list). */
export default function VocabularyPage() {
  const { t } = useTranslation();
  const client = useSttClient();
  const queries = useQueryClient();
  const list = useQuery({ queryKey: VOCABULARY_KEY, queryFn: () => client.vocabulary() });
  const [rows, setRows] = useState<VocabularyRow[] | null>(null);
  useEffect(() => {
    if (list.data && rows === null) setRows(list.data.words.map((word) => newRow(word)));
  }, [list.data, rows]);
  const save = useMutation({
    mutationFn: (current: VocabularyRow[]) => client.setVocabulary(wordsOf(current)),
    onSuccess: (saved) => {
      queries.setQueryData(VOCABULARY_KEY, saved);
      setRows(saved.words.map((word) => newRow(word)));
      notify.success(t('stt.vocabulary.saved', { count: saved.words.length }));
    },
  });
  const change = (key: number, field: 'text' | 'soundsLike', value: string) =>
    setRows((current) => current!.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <div className="page">
      <PageTitle>{t('stt.vocabulary.title')}</PageTitle>
      <p>{t('stt.vocabulary.intro', { max: VOCABULARY_MAX_WORDS, sounds: VOCABULARY_MAX_SOUNDS_LIKE })}</p>
      <section className="panel" aria-labelledby="vocabulary-list-title">
        <h2 id="vocabulary-list-title">{t('stt.vocabulary.list', { count: rows?.length ?? 0 })}</h2>
        {list.isPending && <LoadingState page />}
        {list.isError && <ErrorState message={errorMessage(list.error)} />}
        {rows && (
          <form className="form" onSubmit={(event) => { event.preventDefault(); save.mutate(rows); }}>
            <div className="table-wrap">
            <table className="table table--stack">
              <thead>
                <tr><th scope="col">{t('stt.vocabulary.word')}</th><th scope="col">{t('stt.vocabulary.soundsLike')}</th><th scope="col"><span className="visually-hidden">{t('stt.vocabulary.remove')}</span></th></tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.key}>
                    <td><input className="field__input" aria-label={t('stt.vocabulary.wordOf', { n: index + 1 })} value={row.text} maxLength={64} onChange={(event) => change(row.key, 'text', event.target.value)} /></td>
                    <td><input className="field__input" aria-label={t('stt.vocabulary.soundsLikeOf', { n: index + 1 })} value={row.soundsLike} placeholder={t('stt.vocabulary.soundsLikeHint')} onChange={(event) => change(row.key, 'soundsLike', event.target.value)} /></td>
                    <td className="table__actions"><Button size="small" variant="danger" onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>{t('stt.vocabulary.remove')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
            {save.isError && <p className="field__error" role="alert">{errorMessage(save.error)}</p>}
            <div className="form form--inline">
              <Button onClick={() => setRows([...rows, newRow()])} disabled={rows.length >= VOCABULARY_MAX_WORDS}>{t('stt.vocabulary.add')}</Button>
              <Button type="submit" variant="primary" disabled={save.isPending}>{t('stt.vocabulary.save')}</Button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
