import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, speakerColors, useAudioController, WaveformPlayer } from '@speechdeck/core/web';
import { ResultDownloads, TranscriptView, useMediaUrl, useResultLabels } from '@speechdeck/plugin-workspace/web';
import type { MedResult, MedSegment } from '../../contract/med-api.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { TermLegend } from './term-legend.tsx';
import { categoryCounts, termRows } from './term-rows.ts';
import { TermTable } from './term-table.tsx';

/** A finished medical recognition: what it is, its notes, the player, the legend, the marked transcript and the table of terms. */
export function MedResultView({ result }: { result: MedResult }) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const labels = useResultLabels();
  const media = useMediaUrl(result.processId);
  const colors = useMemo(() => speakerColors(result.segments), [result.segments]);
  const rows = useMemo(() => termRows(result.segments), [result.segments]);
  const counts = useMemo(() => categoryCounts(result.segments), [result.segments]);
  const byPosition = useMemo(() => new Map(result.segments.map((segment) => [segment.position, segment])), [result.segments]);
  const termCount = counts.reduce((sum, { count }) => sum + count, 0);

  return (
    <section className="panel med-result" aria-labelledby={titleId}>
      <header className="med-result__header">
        <div>
          <h2 id={titleId} className="med-result__title">{result.fn}</h2>
          <p className="med-result__meta">
            {[formatTime(result.duration), t('med.result.language', { language: result.language }), t('med.result.terms', { count: termCount }), result.engine].filter(Boolean).join(' · ')}
          </p>
        </div>
        <ResultDownloads result={result} />
      </header>
      {result.notes.length > 0 && (
        <ul className="med-notes" aria-label={t('med.result.notes')}>
          {result.notes.map((note) => <li key={note} className="notice">{note}</li>)}
        </ul>
      )}
      <WaveformPlayer player={player} src={media.data ?? null} duration={result.duration} segments={result.segments} colors={colors} labels={labels.player} title={result.fn} />
      <TermLegend counts={counts} />
      <h3 className="med-result__subtitle">{labels.transcript.transcript}</h3>
      <TranscriptView
        segments={result.segments}
        player={player}
        colors={colors}
        labels={labels.transcript}
        renderEditor={(segment) => <HighlightedText segment={byPosition.get(segment.position) as MedSegment} player={player} />}
      />
      {rows.length > 0 ? <TermTable rows={rows} player={player} /> : <p className="med-result__none">{t('med.result.noTerms')}</p>}
    </section>
  );
}
