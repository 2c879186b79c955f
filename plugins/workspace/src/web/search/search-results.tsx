import { useTranslation } from 'react-i18next';
import type { ResultSummary, SegmentHit } from '../../index.ts';
import { formatTime, speakerColors } from '@speechdeck/core/web';
import { useSearchByFileName } from '../api/search-by-file-name.ts';
import { useSearchByKeyword } from '../api/search-by-keyword.ts';
import { useSearchByOa } from '../api/search-by-oa.ts';
import { useSearchBySentence } from '../api/search-by-sentence.ts';
import { useSearchBySpeaker } from '../api/search-by-speaker.ts';
import { MarkedText } from './marked-text.tsx';
import { searchTerms, type WorkspaceSearch } from './search-kinds.ts';

interface SearchResultsProps {
  search: WorkspaceSearch;
  onOpen: (processId: string, time: number | null) => void;
}

/** The hits of a search: segments (file, time, speaker, text) or, for a file-name search, files. */
export function SearchResults({ search, onOpen }: SearchResultsProps) {
  const { t } = useTranslation();
  const text = (kind: WorkspaceSearch['kind']) => (search.kind === kind ? search.text : null);
  const queries = {
    sent: useSearchBySentence(text('sent')),
    kw: useSearchByKeyword(text('kw')),
    spk: useSearchBySpeaker(text('spk')),
    oa: useSearchByOa(text('oa')),
    fn: useSearchByFileName(text('fn')),
  };
  const query = queries[search.kind];
  const data = query.data as SegmentHit[] | ResultSummary[] | undefined;

  return (
    <div className="ws-hits">
      <p className="ws-hits__summary" role="status">
        {query.isPending ? t('workspace.search.searching') : query.isError ? t('workspace.search.failed') : t('workspace.search.count', { count: data?.length ?? 0, text: search.text })}
      </p>
      {data && data.length > 0 && (
        <ul className="ws-hits__list" aria-label={t('workspace.search.results')}>
          {search.kind === 'fn'
            ? (data as ResultSummary[]).map((result) => (
              <li key={result.processId}>
                <button type="button" className="ws-hit" onClick={() => onOpen(result.processId, null)}>
                  <span className="ws-hit__file">{result.fn}</span>
                  <span className="ws-hit__text">{result.preview}</span>
                </button>
              </li>
            ))
            : <SegmentHits hits={data as SegmentHit[]} search={search} onOpen={onOpen} />}
        </ul>
      )}
    </div>
  );
}

function SegmentHits({ hits, search, onOpen }: { hits: SegmentHit[]; search: WorkspaceSearch; onOpen: SearchResultsProps['onOpen'] }) {
  const colors = speakerColors(hits);
  const terms = searchTerms(search);
  return (
    <>
      {hits.map((hit) => (
        <li key={`${hit.processId}:${hit.position}`}>
          <button type="button" className="ws-hit" onClick={() => onOpen(hit.processId, hit.start)}>
            <span className="ws-hit__head">
              <span className="ws-hit__file">{hit.fn}</span>
              <span className="ws-hit__time">{formatTime(hit.start, { tenths: true })}</span>
              {hit.spk && <span className="ws-hit__speaker" style={{ color: colors.colorOf(hit.spk) }}>{hit.spk}</span>}
              {hit.oa && <span className="ws-hit__oa">{hit.oa}</span>}
            </span>
            <span className="ws-hit__text"><MarkedText text={hit.sent} terms={terms} /></span>
          </button>
        </li>
      ))}
    </>
  );
}
