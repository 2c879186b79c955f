import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useUiKit } from '../ui/kit-context.tsx';
import type { AudioController } from './audio-controller.ts';
import { usePlayerSelector } from './audio-controller.ts';
import { drawWaveform, type WaveRegion } from './draw-waveform.ts';
import { formatTime } from './format-time.ts';
import type { WaveformPlayerLabels } from './player-labels.ts';
import { PlayerStyles } from './player-styles.tsx';
import type { SpeakerColors } from './speaker-palette.ts';
import { decodePeaks, MAX_DECODE_SECONDS } from './waveform-peaks.ts';

export interface WaveformPlayerProps {
  player: AudioController;
  /** The media URL (e.g. a workspace media URL); null while it is being fetched. */
  src: string | null;
  /** The result's duration in seconds, used until the media's own is known. */
  duration: number;
  segments: readonly { start: number; end: number; spk: string | null }[];
  colors: SpeakerColors;
  /**
   * Words to say instead of the kit's (the shell's, in the dashboard's language): e.g. a page with
   * two players names each one's buttons.
   */
  labels?: Partial<WaveformPlayerLabels>;
  /** What the media is, for the element's accessible name. */
  title?: string;
}

type Outline = { state: 'loading' | 'unavailable' } | { state: 'ready'; peaks: Float32Array };

const STEP_SECONDS = 5;
const PAGE_SECONDS = 30;
const HEIGHT = 104;

/**
 * The player of a result: its audio drawn as a waveform whose bars take the colour of the speaker
 * talking, with the speakers' regions behind them. The waveform is a slider: click or drag to seek;
 * focused, Space or Enter plays and pauses, the arrows step 5 s, Page keys 30 s, Home and End jump.
 */
export function WaveformPlayer({ player, src, duration: resultDuration, segments, colors, labels: ownLabels, title }: WaveformPlayerProps) {
  const kit = useUiKit();
  const labels: WaveformPlayerLabels = ownLabels ? { ...kit.labels.player, ...ownLabels } : kit.labels.player;
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [outline, setOutline] = useState<Outline>({ state: 'loading' });
  const playing = usePlayerSelector(player, (s) => s.playing);
  const mediaDuration = usePlayerSelector(player, (s) => s.duration);
  // A tenth of a second is as fine as the readout and the slider's value need to change.
  const tenths = usePlayerSelector(player, (s) => Math.floor(s.time * 10));
  const duration = resultDuration > 0 ? resultDuration : mediaDuration;
  const time = tenths / 10;

  useEffect(() => {
    if (!src) return;
    if (resultDuration > MAX_DECODE_SECONDS || typeof OfflineAudioContext === 'undefined') {
      setOutline({ state: 'unavailable' });
      return;
    }
    const abort = new AbortController();
    setOutline({ state: 'loading' });
    decodePeaks(src, abort.signal).then(
      (peaks) => setOutline({ state: 'ready', peaks }),
      () => {
        if (!abort.signal.aborted) setOutline({ state: 'unavailable' });
      },
    );
    return () => abort.abort();
  }, [src, resultDuration]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Drawn outside React: the playhead moves every frame without re-rendering anything.
  useEffect(() => {
    const element = canvas.current;
    const context = width > 0 ? element?.getContext('2d') : null;
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(HEIGHT * ratio);
    const regions: WaveRegion[] = segments
      .map((segment) => ({ start: segment.start, end: segment.end, color: colors.colorOf(segment.spk) }))
      .sort((a, b) => a.start - b.start);
    const peaks = outline.state === 'ready' ? outline.peaks : null;
    const draw = () => drawWaveform(context, { width, height: HEIGHT, ratio, duration, peaks, regions, time: player.getSnapshot().time });
    draw();
    return player.subscribe(draw);
  }, [width, outline, segments, colors, duration, player]);

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || duration <= 0) return;
    player.seek(((event.clientX - rect.left) / rect.width) * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const now = player.getSnapshot().time;
    const moves: Record<string, number> = {
      ArrowLeft: now - STEP_SECONDS, ArrowDown: now - STEP_SECONDS, ArrowRight: now + STEP_SECONDS, ArrowUp: now + STEP_SECONDS,
      PageDown: now - PAGE_SECONDS, PageUp: now + PAGE_SECONDS, Home: 0, End: duration,
    };
    if (event.key === ' ' || event.key === 'Enter') {
      player.toggle();
    } else if (event.key in moves) {
      player.seek(moves[event.key]!);
    } else {
      return;
    }
    event.preventDefault();
  };

  const position = labels.position(formatTime(time), formatTime(duration));
  const legend = colors.speakers.length > 0 ? colors.speakers : null;

  return (
    <div className="rv-player">
      <PlayerStyles />
      <audio ref={player.attach} src={src ?? undefined} preload="auto" className="rv-player__audio" aria-label={title} />
      <div className="rv-player__bar">
        <button
          type="button"
          className="rv-player__toggle"
          onClick={() => player.toggle()}
          disabled={!src}
          aria-label={playing ? labels.pause : labels.play}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <span className="rv-player__time" aria-hidden="true">
          {formatTime(time, { tenths: true })} <span className="rv-player__total">/ {formatTime(duration)}</span>
        </span>
        {outline.state !== 'ready' && src && (
          <span className="rv-player__status">{outline.state === 'loading' ? labels.loading : labels.unavailable}</span>
        )}
      </div>
      <div
        ref={box}
        className="rv-player__wave"
        role="slider"
        tabIndex={0}
        aria-label={labels.waveform}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration * 10) / 10}
        aria-valuenow={time}
        aria-valuetext={position}
        aria-keyshortcuts="Space"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekToPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekToPointer(event);
        }}
      >
        <canvas ref={canvas} className="rv-player__canvas" style={{ height: HEIGHT }} aria-hidden="true" />
      </div>
      <ul className="rv-legend" aria-label={labels.speakers}>
        {(legend ?? [null]).map((speaker) => (
          <li key={speaker ?? ''} className="rv-legend__item">
            <span className="rv-legend__swatch" style={{ background: colors.colorOf(speaker) }} aria-hidden="true" />
            {speaker ?? labels.speech}
          </li>
        ))}
      </ul>
    </div>
  );
}
