import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { formatTime, speakerColors, useAudioController, WaveformPlayer } from '@speechdeck/core/web';
import { ResultDownloads, TranscriptView, useMediaUrl, useResultLabels } from '@speechdeck/plugin-workspace/web';

/** A finished recognition: what it is, its notes, the waveform player, the transcript and the downloads. */
export function RecognitionResultView({ result }: { result: RecognitionResult }) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useAudioController();
  const labels = useResultLabels();
  const media = useMediaUrl(result.processId);
  const colors = useMemo(() => speakerColors(result.segments), [result.segments]);
  const words = result.segments.reduce((count, segment) => count + segment.words.length, 0);

  return (
    <section className="panel speech-result" aria-labelledby={titleId}>
      <header className="speech-result__header">
        <div>
          <h2 id={titleId} className="speech-result__title">{result.fn}</h2>
          <p className="speech-result__meta">
            {[
              formatTime(result.duration),
              t('stt.result.language', { language: result.language }),
              t('stt.result.segments', { count: result.segments.length }),
              t('stt.result.words', { count: words }),
              result.engine,
            ].filter(Boolean).join(' · ')}
            {colors.speakers.length > 0 && <> · {t('stt.result.speakers', { count: colors.speakers.length })}</>}
          </p>
        </div>
        <ResultDownloads result={result} />
      </header>
      {result.notes.length > 0 && (
        <ul className="speech-notes" aria-label={t('stt.result.notes')}>
          {result.notes.map((note) => <li key={note} className="notice">{note}</li>)}
        </ul>
      )}
      <WaveformPlayer
        player={player}
        src={media.data ?? null}
        duration={result.duration}
        segments={result.segments}
        colors={colors}
        labels={labels.player}
        title={result.fn}
      />
      <h3 className="speech-result__subtitle">{labels.transcript.transcript}</h3>
      <TranscriptView segments={result.segments} player={player} colors={colors} labels={labels.transcript} />
    </section>
  );
}
