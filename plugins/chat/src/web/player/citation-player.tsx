import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { ErrorState, speakerColors, useAudioController, useUiKit, WaveformPlayer } from '@speechdeck/core/web';
import { TranscriptView, useMediaUrl, useResult, useResultLabels } from '@speechdeck/plugin-workspace/web';
import type { PlayRequest } from '../thread/cited-text.tsx';

/** The recording a citation points into, played from the cited moment, with its transcript (the workspace's player). */
export function CitationPlayer({ request, onClose }: { request: PlayRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const result = useResult(request.processId);
  const media = useMediaUrl(request.processId);
  const player = useAudioController();
  const labels = useResultLabels();
  const kit = useUiKit();
  const segments = result.data?.segments;
  const colors = useMemo(() => speakerColors(segments ?? []), [segments]);

  // The click on the citation is the gesture that lets it play.
  useEffect(() => {
    player.seek(request.time, { play: true });
  }, [player, request.serial, request.time]);

  return (
    <section className="panel chat-player" aria-labelledby="chat-player-title">
      <header className="chat-player__header">
        <h2 id="chat-player-title" className="chat-player__title">{result.data?.fn ?? request.fn}</h2>
        <button type="button" className="icon-button" aria-label={kit.labels.close} onClick={onClose}><span aria-hidden="true">×</span></button>
      </header>
      {result.isPending && <p role="status">{kit.labels.loading}</p>}
      {result.isError && <ErrorState message={isApiError(result.error) ? result.error.message : t('chat.player.failed')} />}
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
          <TranscriptView segments={result.data.segments} player={player} colors={colors} labels={labels.transcript} />
        </>
      )}
    </section>
  );
}
