import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, usePlayerSelector, type AudioController } from '@speechdeck/core/web';
import type { SpeakerSegment } from '../../../contract/sv-api.ts';
import type { SpeakerRow } from './speaker-rows.ts';
import { axisTicks, spanOnAxis } from './timeline-scale.ts';

interface SpeakerTimelineProps {
  segments: readonly SpeakerSegment[];
  /** The lanes, in order, with their colours. */
  speakers: readonly SpeakerRow[];
  /** Seconds of the recording: the axis' length. */
  duration: number;
  player: AudioController;
}

/**
 * Who spoke when: one lane per speaker on a shared time axis, each turn a bar from its start to its
 * end in the speaker's colour, and the playhead across the lanes. A bar plays from its turn's start;
 * each lane is one stop for the Tab key, its turns reached with the arrow keys, Home and End.
 */
export function SpeakerTimeline({ segments, speakers, duration, player }: SpeakerTimelineProps) {
  const { t } = useTranslation();
  const tenths = usePlayerSelector(player, (state) => Math.floor(state.time * 10));
  const playhead = spanOnAxis(0, tenths / 10, duration).width;
  return (
    <figure className="sa-timeline" aria-label={t('speaker.diarization.timeline.title')}>
      {speakers.map((speaker) => (
        <SpeakerLane
          key={speaker.spk}
          speaker={speaker}
          turns={segments.filter((segment) => segment.spk === speaker.spk)}
          duration={duration}
          playhead={playhead}
          onPlay={(turn) => player.seek(turn.start, { play: true })}
        />
      ))}
      <div className="sa-lane sa-lane--axis" aria-hidden="true">
        <span />
        <div className="sa-axis">
          {axisTicks(duration).map((seconds) => (
            <span key={seconds} className="sa-axis__tick" style={{ left: `${spanOnAxis(0, seconds, duration).width}%` }}>{formatTime(seconds)}</span>
          ))}
        </div>
      </div>
    </figure>
  );
}

interface SpeakerLaneProps {
  speaker: SpeakerRow;
  turns: readonly SpeakerSegment[];
  duration: number;
  /** Where the playhead is, in percent of the axis. */
  playhead: number;
  onPlay: (turn: SpeakerSegment) => void;
}

function SpeakerLane({ speaker, turns, duration, playhead, onPlay }: SpeakerLaneProps) {
  const { t } = useTranslation();
  // The turn that holds the lane's Tab stop: the last one reached with the keys.
  const [current, setCurrent] = useState(0);
  const stop = Math.min(current, turns.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: stop - 1, ArrowRight: stop + 1, Home: 0, End: turns.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = Math.min(turns.length - 1, Math.max(0, moves[event.key]!));
    setCurrent(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <div className="sa-lane" role="group" aria-label={speaker.spk} data-testid="speaker-lane">
      <span className="sa-lane__name" style={{ color: speaker.color }} title={speaker.spk}>{speaker.spk}</span>
      <div className="sa-lane__track" onKeyDown={onKeyDown}>
        {turns.map((turn, index) => {
          const span = spanOnAxis(turn.start, turn.end, duration);
          return (
            <button
              key={`${turn.start}-${index}`}
              type="button"
              className="sa-turn"
              data-testid="speaker-turn"
              style={{ left: `${span.left}%`, width: `${span.width}%`, background: speaker.color }}
              tabIndex={index === stop ? 0 : -1}
              aria-label={t('speaker.diarization.timeline.turn', { speaker: speaker.spk, start: formatTime(turn.start, { tenths: true }), end: formatTime(turn.end, { tenths: true }) })}
              onClick={() => {
                setCurrent(index);
                onPlay(turn);
              }}
            />
          );
        })}
        <span className="sa-lane__playhead" style={{ left: `${playhead}%` }} aria-hidden="true" />
      </div>
    </div>
  );
}
