import type { DiarizeOptions, Diarization, Diarizer as DiarizerContract, SpeakerTurn, TimeRegion, VoiceActivityDetector } from '@speechdeck/core/server';
import { clusterAgglomerative } from './agglomerative-clustering.ts';
import { l2Normalize } from './cosine.ts';
import type { MfccEmbedder, RegionFeatures } from './mfcc-embedder.ts';

export interface DiarizerOptions {
  /** Analysis window and hop (default 1.5 s and 0.75 s). */
  windowSec: number;
  hopSec: number;
  /**
   * Clusters merge while their average cosine similarity is above this, measured after the file's
   * mean embedding is taken away, so similarity is relative to this recording: windows of one voice
   * scatter around 0, two voices pull apart below it. Tuned on synthetic and LibriVox speech
   * (README.md): one voice ends near -0.15..-0.30, two distinct voices -0.4..-0.75.
   */
  threshold: number;
  /** A speaker's turns closer than this become one turn (default 1 s). */
  joinGapSec: number;
  /** Above this many windows the hop grows, bounding time and memory on long files (default 3000, ~40 min of speech). */
  maxWindows: number;
}

export const DIARIZER_DEFAULTS: DiarizerOptions = {
  windowSec: 1.5,
  hopSec: 0.75,
  threshold: -0.35,
  joinGapSec: 1,
  maxWindows: 3000,
};

interface Window {
  features: RegionFeatures;
  from: number;
  to: number;
  start: number;
  end: number;
  embedding: Float32Array;
  speaker: number;
}

/**
 * Who spoke when, without training data: speech regions from the VAD, cut into overlapping windows;
 * an MFCC embedding per window; average-linkage agglomerative clustering (to a given number of
 * speakers, or until no two clusters are alike enough); windows of one speaker joined into turns.
 * A change inside a speech region goes to the quietest moment between the two windows' centres.
 */
export class Diarizer implements DiarizerContract {
  readonly id = 'mfcc-agglomerative';
  private readonly options: DiarizerOptions;

  constructor(
    private readonly vad: VoiceActivityDetector,
    private readonly embedder: MfccEmbedder,
    options: Partial<DiarizerOptions> = {},
  ) {
    this.options = { ...DIARIZER_DEFAULTS, ...options };
  }

  async diarize(wavPath: string, options: DiarizeOptions = {}): Promise<Diarization> {
    const { signal } = options;
    const regions = options.regions ?? (await this.vad.detect(wavPath, { signal }));
    const speech = regions.reduce((sum, r) => sum + (r.end - r.start), 0);
    if (speech === 0) return { turns: [], speakers: 0 };
    const hopSec = Math.max(this.options.hopSec, speech / this.options.maxWindows);

    const windows: Window[] = [];
    for (const region of regions) {
      signal?.throwIfAborted();
      const features = await this.embedder.features(wavPath, region);
      for (const [from, to] of windowFrames(features.frames.count, this.options.windowSec / features.frameStep, hopSec / features.frameStep)) {
        windows.push({
          features,
          from,
          to,
          start: region.start + from * features.frameStep,
          end: Math.min(region.end, region.start + to * features.frameStep),
          embedding: this.embedder.pool([{ features, from, to }]),
          speaker: -1,
        });
      }
    }
    signal?.throwIfAborted();
    this.label(windows, options.speakers);
    const turns = toTurns(windows, regions, this.options);
    return { turns, speakers: new Set(turns.map((t) => t.speaker)).size };
  }

  /** Clusters the windows that say enough about a voice; the rest take the speaker of their nearest neighbour in time. */
  private label(windows: Window[], speakers: number | undefined): void {
    const usable = windows.filter((w) => w.embedding.some((x) => x !== 0));
    if (usable.length === 0) {
      for (const w of windows) w.speaker = 0;
      return;
    }
    const mean = new Float64Array(this.embedder.dimension);
    for (const w of usable) for (let i = 0; i < mean.length; i++) mean[i] = mean[i]! + w.embedding[i]! / usable.length;
    const centred = usable.map((w) => l2Normalize(Float32Array.from(w.embedding, (x, i) => x - mean[i]!)));
    const labels = clusterAgglomerative(centred, { threshold: this.options.threshold, clusters: speakers });
    usable.forEach((w, i) => (w.speaker = labels[i]!));
    windows.forEach((w, i) => {
      if (w.speaker >= 0) return;
      let best = -1;
      for (let j = 0; j < windows.length; j++) {
        if (windows[j]!.speaker >= 0 && (best < 0 || Math.abs(j - i) < Math.abs(best - i))) best = j;
      }
      w.speaker = windows[best]!.speaker;
    });
  }
}

/** Frame ranges of the windows over `count` frames: one short window for a short region, the last aligned to its end. */
function windowFrames(count: number, windowFrames: number, hopFrames: number): [number, number][] {
  const size = Math.round(windowFrames);
  if (count <= size) return count > 0 ? [[0, count]] : [];
  const out: [number, number][] = [];
  const hop = Math.max(1, Math.round(hopFrames));
  for (let from = 0; from + size <= count; from += hop) out.push([from, from + size]);
  if (out.at(-1)![1] < count) out.push([count - size, count]);
  return out;
}

interface Piece extends TimeRegion {
  speaker: number;
}

/** Frames averaged when looking for the quietest moment (0.1 s). */
const QUIET_SPAN_FRAMES = 10;

function toTurns(windows: readonly Window[], regions: readonly TimeRegion[], o: DiarizerOptions): SpeakerTurn[] {
  // Each region is split where consecutive windows change speaker.
  const pieces: Piece[] = [];
  for (const region of regions) {
    const inside = windows.filter((w) => w.features.region === region);
    if (inside.length === 0) continue;
    let current: Piece = { start: region.start, end: region.end, speaker: inside[0]!.speaker };
    for (let i = 1; i < inside.length; i++) {
      const [a, b] = [inside[i - 1]!, inside[i]!];
      if (a.speaker === b.speaker) continue;
      const change = quietestMoment(a.features, (a.from + a.to) / 2, (b.from + b.to) / 2);
      pieces.push({ ...current, end: change });
      current = { start: change, end: region.end, speaker: b.speaker };
    }
    pieces.push(current);
  }

  const turns: Piece[] = [];
  for (const piece of pieces) {
    const last = turns.at(-1);
    if (last && last.speaker === piece.speaker && piece.start - last.end < o.joinGapSec) last.end = piece.end;
    else turns.push({ ...piece });
  }
  // S1, S2, ... in order of first appearance.
  const names = new Map<number, string>();
  const round = (t: number) => Math.round(t * 100) / 100;
  return turns.map((t) => {
    if (!names.has(t.speaker)) names.set(t.speaker, `S${names.size + 1}`);
    return { start: round(t.start), end: round(t.end), speaker: names.get(t.speaker)! };
  });
}

/**
 * Where between two window centres (frame positions) the speaker most likely changed: people take
 * turns at pauses, even ones too short for the VAD, so the quietest 0.1 s between them.
 */
function quietestMoment(features: RegionFeatures, fromFrame: number, toFrame: number): number {
  const energy = features.frames.logEnergy;
  const first = Math.max(0, Math.floor(fromFrame));
  const last = Math.min(energy.length - QUIET_SPAN_FRAMES, Math.ceil(toFrame) - QUIET_SPAN_FRAMES);
  let best = (fromFrame + toFrame) / 2;
  let quietest = Infinity;
  for (let i = first; i <= last; i++) {
    let sum = 0;
    for (let j = i; j < i + QUIET_SPAN_FRAMES; j++) sum += energy[j]!;
    if (sum < quietest) {
      quietest = sum;
      best = i + QUIET_SPAN_FRAMES / 2;
    }
  }
  return features.region.start + best * features.frameStep;
}
