import type { TimeRegion, VoiceActivityDetector } from '@speechdeck/core/server';
import { readSamples, SAMPLE_RATE } from '../audio/wav-file.ts';

export interface EnergyVadOptions {
  /** Analysis frame (default 20 ms). */
  frameMs: number;
  /** A frame is speech when its energy is this far above the noise floor (default 10 dB). */
  marginDb: number;
  /** ...and above this absolute level, so near-digital silence never counts (default -55 dBFS). */
  minLevelDb: number;
  /** How fast the noise floor follows rising energy, as a time constant (default 3 s); it follows falling energy at once. */
  floorRiseSec: number;
  /** Speech goes on this long after the last loud frame, bridging consonants and short dips (default 0.2 s). */
  hangoverSec: number;
  /** Gaps shorter than this are bridged (default 0.3 s). */
  minSilenceSec: number;
  /** Shorter bursts (clicks, knocks) are dropped (default 0.2 s). */
  minSpeechSec: number;
  /** Added before and after each region so word edges are not clipped (default 0.1 s). */
  padSec: number;
}

export const ENERGY_VAD_DEFAULTS: EnergyVadOptions = {
  frameMs: 20,
  marginDb: 10,
  minLevelDb: -55,
  floorRiseSec: 3,
  hangoverSec: 0.2,
  minSilenceSec: 0.3,
  minSpeechSec: 0.2,
  padSec: 0.1,
};

/** The floor never drops below this: digital silence would otherwise make any dither "speech". */
const FLOOR_MIN_DB = -80;

/**
 * Energy-based voice activity detection over a 16 kHz mono WAV, streamed in chunks. Each frame's
 * RMS level is compared with an adaptive noise floor that drops at once to quieter frames and rises
 * slowly, so it settles on the background between words whatever the recording level.
 */
export class EnergyVad implements VoiceActivityDetector {
  readonly id = 'energy';
  private readonly options: EnergyVadOptions;

  constructor(options: Partial<EnergyVadOptions> = {}) {
    this.options = { ...ENERGY_VAD_DEFAULTS, ...options };
  }

  async detect(wavPath: string, options: { signal?: AbortSignal } = {}): Promise<TimeRegion[]> {
    const o = this.options;
    const frameLength = Math.round((o.frameMs / 1000) * SAMPLE_RATE);
    const frameSec = frameLength / SAMPLE_RATE;
    const rise = 1 - Math.exp(-frameSec / o.floorRiseSec);
    const hangoverFrames = Math.round(o.hangoverSec / frameSec);

    const raw: TimeRegion[] = [];
    let floor = Number.NaN;
    let frameIndex = 0;
    let regionStart = -1;
    let lastLoud = -1;
    let energy = 0;
    let filled = 0;

    const onFrame = (level: number) => {
      floor = Number.isNaN(floor) ? Math.max(level, FLOOR_MIN_DB) : level < floor ? Math.max(level, FLOOR_MIN_DB) : floor + (level - floor) * rise;
      const loud = level > floor + o.marginDb && level > o.minLevelDb;
      if (loud) {
        if (regionStart < 0) regionStart = frameIndex;
        lastLoud = frameIndex;
      } else if (regionStart >= 0 && frameIndex - lastLoud > hangoverFrames) {
        raw.push({ start: regionStart * frameSec, end: (lastLoud + 1) * frameSec });
        regionStart = -1;
      }
      frameIndex++;
    };

    for await (const chunk of readSamples(wavPath, options)) {
      for (const sample of chunk) {
        energy += sample * sample;
        if (++filled === frameLength) {
          onFrame(10 * Math.log10(energy / frameLength + 1e-12));
          energy = 0;
          filled = 0;
        }
      }
    }
    if (regionStart >= 0) raw.push({ start: regionStart * frameSec, end: (lastLoud + 1) * frameSec });
    return tidyRegions(raw, frameIndex * frameSec + filled / SAMPLE_RATE, o);
  }
}

/** Bridges short gaps, drops short bursts, pads what is left within the file. */
export function tidyRegions(regions: readonly TimeRegion[], durationSec: number, o: Pick<EnergyVadOptions, 'minSilenceSec' | 'minSpeechSec' | 'padSec'>): TimeRegion[] {
  const merged: TimeRegion[] = [];
  for (const region of regions) {
    const last = merged.at(-1);
    if (last && region.start - last.end < o.minSilenceSec) last.end = region.end;
    else merged.push({ ...region });
  }
  const round = (t: number) => Math.round(t * 1000) / 1000;
  return merged
    .filter((r) => r.end - r.start >= o.minSpeechSec)
    .map((r) => ({ start: round(Math.max(0, r.start - o.padSec)), end: round(Math.min(durationSec, r.end + o.padSec)) }))
    .reduce<TimeRegion[]>((out, r) => {
      // Padding can make neighbours touch; they stay one region.
      const last = out.at(-1);
      if (last && r.start <= last.end) last.end = r.end;
      else out.push(r);
      return out;
    }, []);
}
