import { useEffect, useMemo } from 'react';
import { isApiError } from '@speechdeck/core';
import { ErrorState, speakerColors, useAudioController, WaveformPlayer } from '@speechdeck/core/web';
import { useMediaUrl } from '../api/get-media-url.ts';
import { useResult } from '../api/get-result.ts';
import { TranscriptView } from '../transcript/lazy-transcript.tsx';
import { useResultLabels } from '../use-result-labels.ts';

/** A moment of a stored result to play. */
export interface PlayRequest {
  processId: string;
  /** Seconds from the start. */
  time: number;
  /** Changes with every click, so asking for the same moment again plays it again. */
  serial: number;
}

interface MomentPlayerProps {
  request: PlayRequest;
  /** Said when the result cannot be read and the host gave no words of its own. */
  failed: string;
  /** Show the transcript under the player (it follows the playback), with this heading when given. */
  transcript?: { heading?: string } | false;
}

/**
 * A result's audio played from the moment asked, on the workspace's waveform player, with its
 * transcript: how a page that points into a recording (a hit, a citation, an entity) plays it.
 */
export function MomentPlayer({ request, failed, transcript = {} }: MomentPlayerProps) {
  const result = useResult(request.processId);
  const media = useMediaUrl(request.processId);
  const player = useAudioController();
  const labels = useResultLabels();
  const segments = result.data?.segments;
  const colors = useMemo(() => speakerColors(segments ?? []), [segments]);

  // The click that asked is the gesture that lets it play.
  useEffect(() => {
    player.seek(request.time, { play: true });
  }, [player, request.serial, request.time]);

  if (result.isError) return <ErrorState message={isApiError(result.error) ? result.error.message : failed} />;
  if (!result.data) return null;
  return (
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
      {transcript && (
        <>
          {transcript.heading && <h3 className="moment-player__heading">{transcript.heading}</h3>}
          <TranscriptView segments={result.data.segments} player={player} colors={colors} labels={labels.transcript} />
        </>
      )}
    </>
  );
}
