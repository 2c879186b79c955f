import type { ReactNode } from 'react';
import { useAudioController, type AudioController } from '../player/audio-controller.ts';
import { WaveformPlayer } from '../player/lazy-player.tsx';
import type { WaveformPlayerLabels } from '../player/player-labels.ts';
import { speakerColors } from '../player/speaker-palette.ts';
import { useObjectUrl } from '../use-object-url.ts';
import type { PickedRecording } from '../media-source/media-input.ts';

const NO_SEGMENTS: never[] = [];
const COLORS = speakerColors(NO_SEGMENTS);

interface RecordingPreviewProps {
  recording: PickedRecording;
  /** What the player is called (its legend and its element's name). */
  title: string;
  /** The player's words where the page has its own (its buttons name what they play). */
  labels?: Partial<WaveformPlayerLabels>;
  /** The page's controller, when it follows the player (its position, the media's length); otherwise the preview's own. */
  player?: AudioController;
  /** Under the player: what is wrong with the recording, if anything. */
  children?: ReactNode;
}

/** The chosen recording, to be heard before it is sent, from an object URL freed when it changes. */
export function RecordingPreview({ recording, title, labels, player, children }: RecordingPreviewProps) {
  const own = useAudioController();
  const url = useObjectUrl(recording.file);
  return (
    <div className="recording-preview" data-testid="recording-preview">
      <WaveformPlayer
        player={player ?? own}
        src={url}
        duration={recording.kind === 'recording' ? recording.seconds : 0}
        segments={NO_SEGMENTS}
        colors={COLORS}
        labels={labels}
        title={title}
      />
      {children}
    </div>
  );
}
