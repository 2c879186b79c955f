import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, formatTime, speakerColors, useAudioController, useObjectUrl, WaveformPlayer } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';
import { useAnalysisAudio } from '../../api/get-analysis-audio.ts';
import { SaveToWorkspace } from './save-to-workspace.tsx';
import { SegmentsTable } from './segments-table.tsx';
import { SpeakerLegend } from './speaker-legend.tsx';
import { speakerRows } from './speaker-rows.ts';
import { SpeakerTimeline } from './speaker-timeline.tsx';
import { SpeakingTimeChart } from './speaking-time-chart.tsx';
import { TurnDownloads } from './turn-downloads.tsx';

interface AnalysisResultProps {
  analysis: SpeakerAnalysis;
  /** The recording as sent from this page; null for one reopened from the list (fetched from the host). */
  file: File | null;
}

/**
 * A finished diarization or tracking: the speakers (named where tracked), the waveform coloured by
 * who speaks, a lane per speaker on a time axis, speaking time as a chart, every turn in a table,
 * the downloads and "Save to workspace".
 */
export function AnalysisResult({ analysis, file }: AnalysisResultProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const fetched = useAnalysisAudio(file ? null : analysis.id);
  const src = useObjectUrl(file ?? fetched.data);
  const colors = useMemo(() => speakerColors(analysis.segments), [analysis.segments]);
  const speakers = useMemo(() => speakerRows(analysis, colors), [analysis, colors]);
  const duration = analysis.duration > 0 ? analysis.duration : Math.max(0, ...analysis.segments.map((segment) => segment.end));

  return (
    <section className="panel sa-result" aria-labelledby={titleId} data-testid="analysis-result">
      <header className="sa-result__header">
        <div className="sa-result__heading">
          <h2 id={titleId} className="sa-result__title">{analysis.fileName}</h2>
          <p className="sa-result__meta">
            {[
              t(`speaker.diarization.result.kind.${analysis.kind}`),
              formatTime(duration),
              t('speaker.diarization.result.speakers', { count: speakers.length }),
              analysis.requestedSpeakers === null ? t('speaker.diarization.result.estimated') : t('speaker.diarization.result.requested', { count: analysis.requestedSpeakers }),
            ].join(' · ')}
          </p>
        </div>
        <div className="sa-result__actions">
          <TurnDownloads analysis={analysis} />
          <SaveToWorkspace analysis={analysis} />
        </div>
      </header>
      {/* The count's weak case (engines/src/speaker/README.md): two alike voices taking short turns, as on a call, are judged one. */}
      {analysis.requestedSpeakers === null && speakers.length === 1 && (
        <p className="notice sa-result__hint" data-testid="one-voice-hint">{t('speaker.diarization.result.oneVoiceFound')}</p>
      )}
      {fetched.isError && <p className="notice notice--error" role="alert">{t('speaker.diarization.result.audioFailed')}</p>}
      <WaveformPlayer player={player} src={src} duration={duration} segments={analysis.segments} colors={colors} title={analysis.fileName} />
      {analysis.segments.length === 0 ? (
        <EmptyState message={t('speaker.diarization.result.noSpeech')} />
      ) : (
        <>
          {/* The player's legend names the colours; a tracking's says who matched an enrolled voice, and how closely. */}
          {analysis.kind === 'track' && <SpeakerLegend speakers={speakers} />}
          <h3 className="sa-result__subtitle">{t('speaker.diarization.timeline.title')}</h3>
          <SpeakerTimeline segments={analysis.segments} speakers={speakers} duration={duration} player={player} />
          <SpeakingTimeChart speakers={speakers} duration={duration} />
          <SegmentsTable segments={analysis.segments} colors={colors} player={player} />
        </>
      )}
    </section>
  );
}
