import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { ErrorState, speakerColors, useAudioController, useUiKit, WaveformPlayer } from '@speechdeck/core/web';
import { TranscriptView, useMediaUrl, useResult, useResultLabels } from '@speechdeck/plugin-workspace/web';

export interface PlayRequest {
  processId: string;
  time: number;
  /** Changes with every pick, so picking the same mark again plays from it again. */
  serial: number;
}

/** The file of a picked hit, played from the hit (the shared waveform player and transcript). */
export function HitPlayer({ request }: { request: PlayRequest }) {
  const { t } = useTranslation();
  const result = useResult(request.processId);
  const media = useMediaUrl(request.processId);
  const player = useAudioController();
  const labels = useResultLabels();
  const kit = useUiKit();
  const segments = result.data?.segments;
  const colors = useMemo(() => speakerColors(segments ?? []), [segments]);

  // The click that picked the mark is the gesture that lets it play.
  useEffect(() => {
    player.seek(request.time, { play: true });
  }, [player, request.serial, request.time]);

  return (
    <section className="panel kws-player" aria-labelledby="kws-player-title">
      <h2 id="kws-player-title" className="kws-player__title">{result.data?.fn ?? kit.labels.loading}</h2>
      {result.isError && <ErrorState message={isApiError(result.error) ? result.error.message : t('kws.player.failed')} />}
      {result.data && (
        <>
          <WaveformPlayer
            player={player}
            src={media.data ?? null}
            duration={result.data.duration}
            segments={result.data.segments}
            colors={colors}
            labels={labels.player}
            title={result.data.fn}
          />
          <h3 className="kws-player__subtitle">{labels.transcript.transcript}</h3>
          <TranscriptView segments={result.data.segments} player={player} colors={colors} labels={labels.transcript} />
        </>
      )}
    </section>
  );
}
