import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultSummary } from '../../index.ts';
import { EmptyState, ErrorState, formatTime, LoadingState, speakerColors } from '@speechdeck/core/web';
import { RESULTS_LIMIT, useResults } from '../api/get-results.ts';

interface FileListProps {
  openId: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onOpen: (processId: string) => void;
  onDelete: (result: ResultSummary) => void;
}

/** The user's recognized files, newest first: open one, or delete it. */
export function FileList({ openId, headingRef, onOpen, onDelete }: FileListProps) {
  const { t, i18n } = useTranslation();
  const results = useResults();
  const date = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const list = results.data ?? [];

  return (
    <section className="panel ws-files" aria-labelledby="ws-files-title">
      <h2 id="ws-files-title" ref={headingRef} tabIndex={-1} className="ws-files__title">
        {t('workspace.files.title')} {results.data && <span className="badge badge--muted">{list.length}</span>}
      </h2>
      {results.isPending ? (
        <LoadingState />
      ) : results.isError ? (
        <ErrorState message={t('workspace.files.failed')} />
      ) : list.length === 0 ? (
        <EmptyState message={t('workspace.files.empty')} action={<a href="#/speech">{t('workspace.files.toSpeech')}</a>} />
      ) : (
        <ul className="ws-files__list" aria-label={t('workspace.files.title')}>
          {list.map((result) => {
            const colors = speakerColors(result.speakers.map((spk) => ({ spk })));
            const ready = result.status === 'done' || result.status === 'failed';
            return (
              <li key={result.processId} className={`ws-file${result.processId === openId ? ' ws-file--open' : ''}`} data-testid="workspace-file">
                <button
                  type="button"
                  className="ws-file__open"
                  disabled={!ready}
                  aria-current={result.processId === openId ? 'true' : undefined}
                  onClick={() => onOpen(result.processId)}
                >
                  <span className="ws-file__name">{result.fn}</span>
                  <span className="ws-file__meta">
                    {date.format(new Date(result.createdAt))} · {formatTime(result.duration)} · {t('workspace.files.segments', { count: result.segmentCount })}
                  </span>
                  {result.preview && <span className="ws-file__preview">{result.preview}</span>}
                </button>
                <div className="ws-file__side">
                  {result.status !== 'done' && <span className={`ws-status ws-status--${result.status}`}>{t(`workspace.status.${result.status}`)}</span>}
                  {colors.speakers.length > 0 && (
                    <span className="ws-file__speakers" aria-label={t('workspace.files.speakers')}>
                      {colors.speakers.map((speaker) => (
                        <span key={speaker} className="ws-file__speaker" style={{ borderColor: colors.colorOf(speaker), color: colors.colorOf(speaker) }}>{speaker}</span>
                      ))}
                    </span>
                  )}
                  <button type="button" className="button button--danger button--small" aria-label={t('workspace.files.deleteNamed', { name: result.fn })} onClick={() => onDelete(result)}>
                    {t('workspace.files.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.length >= RESULTS_LIMIT && <p className="ws-muted">{t('workspace.files.limited', { count: RESULTS_LIMIT })}</p>}
    </section>
  );
}
