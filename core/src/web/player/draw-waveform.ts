import { SILENCE_COLOR } from './speaker-palette.ts';

export interface WaveRegion {
  start: number;
  end: number;
  color: string;
}

export interface WaveformScene {
  /** CSS pixels. */
  width: number;
  height: number;
  /** devicePixelRatio the canvas was sized with. */
  ratio: number;
  duration: number;
  /** 0..1 outline, or null while it is loading or cannot be had: regions only. */
  peaks: Float32Array | null;
  /** Sorted by start. */
  regions: readonly WaveRegion[];
  time: number;
}

const BAR = 2;
const GAP = 1;
const LANE = 6;
const PLAYHEAD = '#ffffff';

/** The region under `time` (regions sorted by start), by binary search. */
export function regionAt(regions: readonly WaveRegion[], time: number): WaveRegion | null {
  let low = 0;
  let high = regions.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (regions[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const region = found >= 0 ? regions[found]! : null;
  return region && time < region.end ? region : null;
}

/**
 * Bars of the outline coloured by the speaker talking at that moment (grey between segments), the
 * played part bright and the rest dimmed, faint speaker bands behind, a solid speaker lane at the
 * bottom and the playhead.
 */
export function drawWaveform(context: CanvasRenderingContext2D, scene: WaveformScene): void {
  const { width, height, ratio, duration, peaks, regions, time } = scene;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  if (width <= 0 || height <= 0) return;
  const span = duration > 0 ? duration : 1;
  const x = (seconds: number) => (seconds / span) * width;
  const waveHeight = height - LANE - 4;
  const middle = waveHeight / 2;

  for (const region of regions) {
    context.globalAlpha = 0.13;
    context.fillStyle = region.color;
    context.fillRect(x(region.start), 0, Math.max(1, x(region.end) - x(region.start)), waveHeight);
    context.globalAlpha = 1;
    context.fillRect(x(region.start), height - LANE, Math.max(2, x(region.end) - x(region.start)), LANE);
  }

  const played = x(time);
  const bars = Math.floor(width / (BAR + GAP));
  for (let bar = 0; bar < bars; bar++) {
    const left = bar * (BAR + GAP);
    const at = ((left + BAR / 2) / width) * span;
    let level = 0.04;
    if (peaks && peaks.length > 0) {
      const from = Math.floor((bar / bars) * peaks.length);
      const to = Math.max(from + 1, Math.floor(((bar + 1) / bars) * peaks.length));
      for (let i = from; i < to; i++) level = Math.max(level, peaks[i]!);
    }
    const region = regionAt(regions, at);
    context.fillStyle = region?.color ?? SILENCE_COLOR;
    context.globalAlpha = left + BAR <= played ? 1 : 0.5;
    const barHeight = Math.max(2, level * (waveHeight - 4));
    context.fillRect(left, middle - barHeight / 2, BAR, barHeight);
  }
  context.globalAlpha = 1;

  context.fillStyle = PLAYHEAD;
  context.fillRect(Math.min(Math.max(0, played - 1), width - 2), 0, 2, height);
}
