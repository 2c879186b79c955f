import { useEffect, useMemo } from 'react';
import { speakerColors, useAudioController, WaveformPlayer } from '@speechdeck/core/web';
import { useMediaUrl, useResult, useResultLabels } from '@speechdeck/plugin-workspace/web';

export interface PlayRequest {
  processId: string;
  time: number;
  /** Changes with every click, so clicking the same entity again plays it again. */
  serial: number;
}

/** The transcript's audio, played from the moment asked (the shared waveform player). */
export function TranscriptPlayer({ request }: { request: PlayRequest }) {
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

  if (!result.data) return null;
  return (
    <div className="ner-player">
      <WaveformPlayer player={player} src={media.data ?? null} duration={result.data.duration} segments={result.data.segments} colors={colors} labels={labels.player} title={result.data.fn} />
    </div>
  );
}
