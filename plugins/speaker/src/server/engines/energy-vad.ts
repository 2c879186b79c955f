import { readSamples, SAMPLE_RATE } from '@speechdeck/core/server';
import type { TimeRegion, VoiceActivityDetector } from './speaker-engines.ts';

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
 * slowly, so it settles on the background between words whatever the recording level. A sound that
 * holds its level for half a second (hum, fan, hiss; a held tone) is taken as the new background at
 * once: speech never does that.
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
    // Pass 1 keeps only frame levels (50 a second: an hour is 720 KB), so pass 2 can look ahead.
    const { levels, durationSec } = await frameLevels(wavPath, frameLength, options.signal);
    const steady = steadyFrames(levels, Math.round(STEADY_SPAN_SEC / frameSec));
    const rise = 1 - Math.exp(-frameSec / o.floorRiseSec);
    const hangoverFrames = Math.round(o.hangoverSec / frameSec);

    const raw: TimeRegion[] = [];
    let floor = Math.max(levels[0] ?? FLOOR_MIN_DB, FLOOR_MIN_DB);
    let regionStart = -1;
    let lastLoud = -1;
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i]!;
      // Down at once, up slowly; a steady sound (hum, fan, hiss) is background at once.
      if (level < floor || steady[i]) floor = Math.max(level, FLOOR_MIN_DB);
      else floor += (level - floor) * rise;
      const loud = level > floor + o.marginDb && level > o.minLevelDb;
      if (loud) {
        if (regionStart < 0) regionStart = i;
        lastLoud = i;
      } else if (regionStart >= 0 && i - lastLoud > hangoverFrames) {
        raw.push({ start: regionStart * frameSec, end: (lastLoud + 1) * frameSec });
        regionStart = -1;
      }
    }
    if (regionStart >= 0) raw.push({ start: regionStart * frameSec, end: (lastLoud + 1) * frameSec });
    return tidyRegions(raw, durationSec, o);
  }
}

/** Speech never holds its level for this long: syllables come and go several times a second. */
const STEADY_SPAN_SEC = 0.5;
/** ...within this range. */
const STEADY_RANGE_DB = 6;

/** RMS level in dBFS of each whole frame, streamed from the file. */
async function frameLevels(wavPath: string, frameLength: number, signal: AbortSignal | undefined): Promise<{ levels: Float32Array; durationSec: number }> {
  let levels = new Float32Array(4096);
  let count = 0;
  let energy = 0;
  let filled = 0;
  let samples = 0;
  for await (const chunk of readSamples(wavPath, { signal })) {
    samples += chunk.length;
    for (const sample of chunk) {
      energy += sample * sample;
      if (++filled < frameLength) continue;
      if (count === levels.length) {
        const grown = new Float32Array(levels.length * 2);
        grown.set(levels);
        levels = grown;
      }
      levels[count++] = 10 * Math.log10(energy / frameLength + 1e-12);
      energy = 0;
      filled = 0;
    }
  }
  return { levels: levels.subarray(0, count), durationSec: samples / SAMPLE_RATE };
}

/** Frames inside a stretch of `span` frames whose levels stay within STEADY_RANGE_DB. */
function steadyFrames(levels: Float32Array, span: number): Uint8Array {
  const steady = new Uint8Array(levels.length);
  for (let start = 0; start + span <= levels.length; start++) {
    let min = Infinity;
    let max = -Infinity;
    for (let i = start; i < start + span; i++) {
      min = Math.min(min, levels[i]!);
      max = Math.max(max, levels[i]!);
    }
    if (max - min < STEADY_RANGE_DB) steady.fill(1, start, start + span);
  }
  return steady;
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
