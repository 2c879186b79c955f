import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, EmptyState, LoadingState } from '@speechdeck/core/web';
import type { SegmentHit } from '@speechdeck/plugin-workspace';
import { useResults, useSearchByKeyword, type PlayRequest } from '@speechdeck/plugin-workspace/web';
import { useManyResults } from '../api/get-many-results.ts';
import { aggregateKeywords } from '../keywords/aggregate-keywords.ts';
import { KeywordCloud } from '../keywords/keyword-cloud.tsx';
import { HitPlayer } from '../player/hit-player.tsx';
import { KeywordTimeline, type KeywordTimelineLabels } from '../timeline/keyword-timeline.tsx';

/** Keywords are read from this many of the newest finished results (one request each). */
const RESULTS_READ = 50;
/** As many hits of a keyword as the endpoint gives in one page. */
const HITS_LIMIT = 500;

/** The keywords across the user's results (their text), their hits on a time axis per file, played from a hit. */
export function ResultsAnalysis() {
  const { t } = useTranslation();
  const summaries = useResults();
  const finished = useMemo(
    () => (summaries.data ?? []).filter((result) => result.status === 'done').slice(0, RESULTS_READ),
    [summaries.data],
  );
  const many = useManyResults(finished.map((result) => result.processId));
  const keywords = useMemo(() => aggregateKeywords(many.results), [many.results]);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? keywords[0]?.keyword ?? null;
  const hits = useSearchByKeyword(chosen, { limit: HITS_LIMIT });
  const [play, setPlay] = useState<PlayRequest | null>(null);
  const [selected, setSelected] = useState<{ processId: string; position: number } | null>(null);
  const serial = useRef(0);
  const playerBox = useRef<HTMLDivElement>(null);

  const files = useMemo(() => finished.map(({ processId, fn, duration }) => ({ processId, fn, duration })), [finished]);
  const hitList = useMemo(() => hits.data ?? [], [hits.data]);
  const fileCount = new Set(hitList.map((hit) => hit.processId)).size;
  const timelineLabels = useMemo<KeywordTimelineLabels>(() => ({
    title: t('kws.timeline.figure', { keyword: chosen ?? '' }),
    mark: (file, time, speaker, sentence) => t(speaker ? 'kws.timeline.markSpeaker' : 'kws.timeline.mark', { file, time, speaker, sentence }),
  }), [chosen, t]);

  const pick = (hit: SegmentHit) => {
    setSelected({ processId: hit.processId, position: hit.position });
    setPlay({ processId: hit.processId, time: hit.start, serial: ++serial.current });
    requestAnimationFrame(() => playerBox.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const reading = finished.length > 0 && many.loaded < finished.length;

  return (
    <div className="kws-results">
      <p className="kws-page__intro">{t('kws.intro')}</p>
      {summaries.isPending ? (
        <LoadingState />
      ) : finished.length === 0 ? (
        <div className="panel kws-empty">
          <EmptyState message={t('kws.empty')} action={<a className={buttonClass({ variant: 'primary' })} href="#/speech">{t('kws.toSpeech')}</a>} />
        </div>
      ) : (
        <>
          <section className="panel" aria-labelledby="kws-keywords-title">
            <h2 id="kws-keywords-title">{t('kws.keywords.title')}</h2>
            <p className="kws-muted kws-keywords__summary" role="status">
              {reading
                ? t('kws.keywords.reading', { loaded: many.loaded, total: finished.length })
                : t('kws.keywords.summary', { keywords: t('kws.keywords.count', { count: keywords.length }), files: t('kws.keywords.files', { count: finished.length }) })}
            </p>
            <KeywordCloud keywords={keywords} chosen={chosen} onChoose={setPicked} />
          </section>
          <section className="panel" aria-labelledby="kws-timeline-title">
            <h2 id="kws-timeline-title">{chosen ? t('kws.timeline.title', { keyword: chosen }) : t('kws.timeline.titleNone')}</h2>
            {chosen && (
              <p className="kws-muted" role="status">
                {hits.isPending ? t('kws.timeline.searching') : hits.isError ? t('kws.timeline.failed') : t('kws.timeline.summary', { hits: t('kws.timeline.hits', { count: hitList.length }), files: t('kws.timeline.files', { count: fileCount }) })}
              </p>
            )}
            {hitList.length > 0 && (
              <>
                <KeywordTimeline files={files} hits={hitList} selected={selected} labels={timelineLabels} onPick={pick} />
                <p className="kws-muted kws-timeline__hint">{t('kws.timeline.hint')}</p>
              </>
            )}
          </section>
          <div ref={playerBox} className="kws-page__player">
            {play && (
              // The player waits for the workspace's words (its player and transcript) the first time.
              <Suspense fallback={<LoadingState />}>
                <HitPlayer key={play.processId} request={play} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </div>
  );
}
