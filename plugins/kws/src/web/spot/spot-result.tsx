import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatTime, saveBlob, speakerColors, useAudioController, useObjectUrl, usePlayerSelector, WaveformPlayer } from '@speechdeck/core/web';
import { useMediaUrl } from '@speechdeck/plugin-workspace/web';
import type { SpotHit, SpotResult } from '../../contract/kws-api.ts';
import { hitsCsv } from '../../formats/hits-csv.ts';
import { HitsTable } from './hits-table.tsx';
import { sourceName, sourceSeconds, type SpotSource } from './spot-source.ts';
import { SpotTimeline, type SpotTimelineLabels } from './spot-timeline.tsx';

/** A moment before the hit, so its first sound is heard whole. */
const LEAD_SECONDS = 0.25;

interface SpotResultProps {
  result: SpotResult;
  source: SpotSource;
}

/**
 * A spotting's hits: the recording's waveform with the hits as its coloured regions, a row per
 * keyword on a time axis, every hit in a table; a mark or a row plays from the hit. The recording
 * plays from the file the page sent, or from the workspace.
 */
export function SpotResultView({ result, source }: SpotResultProps) {
  if (source.kind === 'recording') return <FromFile result={result} source={source} />;
  return source.processId ? <FromWorkspace result={result} source={source} processId={source.processId} /> : <SpotResultBody result={result} source={source} src={null} />;
}

function FromFile({ result, source }: SpotResultProps & { source: { kind: 'recording' } }) {
  return <SpotResultBody result={result} source={source} src={useObjectUrl(source.recording.file)} />;
}

function FromWorkspace({ result, source, processId }: SpotResultProps & { processId: string }) {
  return <SpotResultBody result={result} source={source} src={useMediaUrl(processId).data ?? null} />;
}

function SpotResultBody({ result, source, src }: SpotResultProps & { src: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const [selected, setSelected] = useState<SpotHit | null>(null);
  const keywords = useMemo(() => result.keywords.map((k) => k.keyword), [result.keywords]);
  const colors = useMemo(() => speakerColors(keywords.map((spk) => ({ spk }))), [keywords]);
  const regions = useMemo(() => result.hits.map((hit) => ({ start: hit.start, end: hit.end, spk: hit.keyword })), [result.hits]);
  const name = sourceName(source);
  // Failing both, the player's own once it has read the media.
  const measured = usePlayerSelector(player, (snapshot) => snapshot.duration);
  const duration = sourceSeconds(result.duration, source) || measured;
  const labels = useMemo<SpotTimelineLabels>(() => ({
    title: t('kws.spot.timeline.figure'),
    mark: (keyword, time, score) => t('kws.spot.timeline.mark', { keyword, time, score }),
    score: (score) => t('kws.spot.timeline.score', { score }),
  }), [t]);

  const play = (hit: SpotHit) => {
    setSelected(hit);
    player.seek(Math.max(0, hit.start - LEAD_SECONDS), { play: true });
  };
  const download = (format: 'csv' | 'json') => {
    const base = name.replace(/\.[^.]+$/, '') || 'recording';
    const text = format === 'csv' ? hitsCsv(result.hits) : `${JSON.stringify(result, null, 2)}\n`;
    saveBlob(new Blob([text], { type: format === 'csv' ? 'text/csv' : 'application/json' }), `${base}.kws.${format}`);
  };

  return (
    <section className="panel kws-spot-result" aria-labelledby={titleId} data-testid="kws-spot-result">
      <header className="kws-spot-result__header">
        <div>
          <h2 id={titleId} className="kws-player__title">{name}</h2>
          <p className="kws-muted" role="status">
            {t('kws.spot.result.summary', { hits: t('kws.spot.result.hits', { count: result.hits.length }), keywords: t('kws.spot.result.keywords', { count: keywords.length }), duration: formatTime(duration) })}
          </p>
        </div>
        <div className="kws-spot-result__downloads" role="group" aria-label={t('kws.spot.result.download')}>
          <Button size="small" onClick={() => download('csv')}>{t('kws.spot.result.csv')}</Button>
          <Button size="small" onClick={() => download('json')}>{t('kws.spot.result.json')}</Button>
        </div>
      </header>
      <WaveformPlayer player={player} src={src} duration={duration} segments={regions} colors={colors} title={name} />
      <ul className="kws-spot-result__keywords" aria-label={t('kws.spot.result.searched')}>
        {result.keywords.map((keyword) => (
          <li key={keyword.keyword}>
            <span className="kws-hits__swatch" style={{ background: colors.colorOf(keyword.keyword) }} aria-hidden="true" />
            <strong>{keyword.keyword}</strong>{' '}
            <span className="kws-muted">
              {t(keyword.defaultThreshold ? 'kws.spot.result.defaultThreshold' : 'kws.spot.result.threshold', { threshold: keyword.threshold.toExponential(1) })}
              {keyword.pronunciation === 'generated' ? ` · ${t('kws.spot.result.generated')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="kws-spot__subtitle">{t('kws.spot.timeline.title')}</h3>
      <SpotTimeline keywords={keywords} hits={result.hits} duration={duration} colors={colors} selected={selected} labels={labels} onPick={play} />
      <p className="kws-muted kws-timeline__hint">{t('kws.spot.timeline.hint')}</p>
      {result.hits.length === 0 ? <p className="kws-muted">{t('kws.spot.result.none')}</p> : <HitsTable hits={result.hits} colors={colors} onPlay={play} />}
    </section>
  );
}
