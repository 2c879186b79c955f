import type { DiarizeOptions, Diarization, Diarizer as DiarizerContract, SpeakerEmbedder, SpeakerTurn, TimeRegion, VoiceActivityDetector } from '../speaker-engines.ts';
import { clusterAgglomerative } from './agglomerative-clustering.ts';
import { cosineSimilarity, l2Normalize } from '../cosine.ts';
import { frameStatistics, gaussianGain } from './gaussian-gain.ts';
import { splitAgreement } from './split-agreement.ts';
import { MfccEmbedder, ONE_RECORDING_FRONT_END } from '../embedding/mfcc-embedder.ts';

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
  /** Two Gaussians must fit the frames this much better per frame than one to call one voice two (default 0.55). */
  minGain: number;
  /**
   * Nor one voice when the recording's two halves, each split in two on its own, split along the
   * same line at least this much (`splitAgreement`, 0..1): two voices alike enough for the threshold
   * and the gain still split every stretch of their conversation the same way; one voice's halves do
   * not (README.md, "Round 7"). Default Infinity (never): measured over GE2E + MFCC windows, where
   * the trained diarizer sets 0.85; over the MFCC statistics alone it split single voices.
   */
  minSplitAgreement: number;
  /** The most speakers the count estimate considers (default 8). */
  maxSpeakers: number;
  /** Above this many windows the hop grows, bounding time and memory on long files (default 3000, ~40 min of speech). */
  maxWindows: number;
}

export const DIARIZER_DEFAULTS: DiarizerOptions = {
  windowSec: 1.5,
  hopSec: 0.75,
  threshold: -0.35,
  joinGapSec: 1,
  minGain: 0.55,
  minSplitAgreement: Infinity,
  maxSpeakers: 8,
  maxWindows: 3000,
};

/** What is kept of a region once its spans are embedded: the MFCCs themselves are let go. */
interface Timeline {
  region: TimeRegion;
  frameStep: number;
  logEnergy: Float32Array;
}

/** A stretch of one region's frames with its embedding: an analysis window or a slice of a phrase. */
interface Span {
  timeline: Timeline;
  from: number;
  to: number;
  embedding: Float32Array;
  /** Of analysis windows: their frames' Gaussian statistics (gaussian-gain.ts), for the count decision. */
  statistics?: Float64Array;
  speaker: number;
}

/**
 * Who spoke when (trained only through the optional `voices` embedder):
 * 1. speech regions from the VAD, and MFCC features for each;
 * 2. overlapping windows over each region, an embedding per window (MFCC statistics, and the trained
 *    embedder's beside them when given), average-linkage agglomerative
 *    clustering of the windows (to a given number of speakers, or until no two clusters are alike
 *    enough);
 * 3. each region is cut at its short pauses into phrases, and phrases into slices no longer than a
 *    window; each slice goes to the cluster whose centroid its own embedding is closest to, so a
 *    turn that starts after a pause too short for the VAD still starts at that pause;
 * 4. slices of one speaker become turns; a change inside a phrase goes to the quietest moment
 *    between the two slices' centres.
 */
export class Diarizer implements DiarizerContract {
  readonly id: string;
  private readonly options: DiarizerOptions;
  /** Windows of one recording are compared with the one-recording front end, whatever the embedder given uses. */
  private readonly embedder: MfccEmbedder;

  /**
   * `voices`, when given (a trained embedder: GE2E), embeds the windows and slices too, beside the
   * MFCC statistics; the MFCC frames alone give the pauses, the quiet moments and the Gaussian gain.
   */
  constructor(
    private readonly vad: VoiceActivityDetector,
    embedder: MfccEmbedder,
    options: Partial<DiarizerOptions> = {},
    private readonly voices?: SpeakerEmbedder,
  ) {
    this.options = { ...DIARIZER_DEFAULTS, ...options };
    this.embedder = embedder.frontEnd === ONE_RECORDING_FRONT_END ? embedder : new MfccEmbedder(ONE_RECORDING_FRONT_END);
    this.id = voices ? `mfcc+${voices.id}-agglomerative` : 'mfcc-agglomerative';
  }

  async diarize(wavPath: string, options: DiarizeOptions = {}): Promise<Diarization> {
    const { signal } = options;
    const regions = options.regions ?? (await this.vad.detect(wavPath, { signal }));
    const speech = regions.reduce((sum, r) => sum + (r.end - r.start), 0);
    if (speech === 0) return { turns: [], speakers: 0 };
    const hopSec = Math.max(this.options.hopSec, speech / this.options.maxWindows);

    const windows: Span[] = [];
    const slices: Span[] = [];
    for (const region of regions) {
      signal?.throwIfAborted();
      const features = await this.embedder.features(wavPath, region);
      const timeline: Timeline = { region, frameStep: features.frameStep, logEnergy: features.frames.logEnergy };
      const span = ([from, to]: [number, number]): Span => ({ timeline, from, to, embedding: this.embedder.pool([{ features, from, to }]), speaker: -1 });
      const windowLength = Math.round(this.options.windowSec / features.frameStep);
      const hop = Math.max(1, Math.round(hopSec / features.frameStep));
      windows.push(...windowFrames(features.frames.count, windowLength, hop).map((frames) => ({ ...span(frames), statistics: frameStatistics(features, ...frames) })));
      slices.push(...phrases(timeline).flatMap((phrase) => sliceFrames(phrase, windowLength).map(span)));
    }
    signal?.throwIfAborted();
    if (this.voices) await this.embedVoices(wavPath, [...windows, ...slices], signal);

    const mean = meanEmbedding(windows, windows[0]?.embedding.length ?? this.embedder.dimension);
    const centroids = this.clusterWindows(windows, mean, options.speakers);
    for (const slice of slices) {
      slice.speaker = slice.embedding.some((x) => x !== 0) ? closest(centre(slice.embedding, mean), centroids) : mostOverlapping(slice, windows).speaker;
    }
    const turns = toTurns(slices, this.options.joinGapSec);
    return { turns, speakers: new Set(turns.map((t) => t.speaker)).size };
  }

  /**
   * The trained embedder's embedding of each span's stretch of the recording, appended to its MFCC
   * statistics (both unit length, so each counts alike in a cosine): the two err on different voices.
   */
  private async embedVoices(wavPath: string, spans: Span[], signal: AbortSignal | undefined): Promise<void> {
    const embeddings = await this.voices!.embed(wavPath, spans.map((s) => ({ start: spanTime(s, s.from), end: spanTime(s, s.to) })), { signal });
    spans.forEach((s, i) => {
      const joined = new Float32Array(s.embedding.length + embeddings[i]!.length);
      joined.set(s.embedding);
      joined.set(embeddings[i]!, s.embedding.length);
      s.embedding = joined;
    });
  }

  /**
   * Labels the windows that say enough about a voice by clustering (the rest take the speaker of
   * their nearest neighbour in time) and answers each cluster's centroid.
   */
  private clusterWindows(windows: Span[], mean: Float64Array, speakers: number | undefined): Float32Array[] {
    const usable = windows.filter((w) => w.embedding.some((x) => x !== 0));
    if (usable.length === 0) {
      for (const w of windows) w.speaker = 0;
      return [new Float32Array(mean.length)];
    }
    const centred = usable.map((w) => centre(w.embedding, mean));
    const times = usable.map((w) => ({ start: spanTime(w, w.from), end: spanTime(w, w.to) }));
    const labels = speakers === undefined ? estimateSpeakers(centred, usable.map((w) => w.statistics!), times, this.options) : clusterAgglomerative(centred, { threshold: this.options.threshold, clusters: speakers });
    usable.forEach((w, i) => (w.speaker = labels[i]!));
    windows.forEach((w, i) => {
      if (w.speaker >= 0) return;
      let best = -1;
      for (let j = 0; j < windows.length; j++) {
        if (windows[j]!.speaker >= 0 && (best < 0 || Math.abs(j - i) < Math.abs(best - i))) best = j;
      }
      w.speaker = windows[best]!.speaker;
    });
    const centroids = Array.from({ length: new Set(labels).size }, () => new Float32Array(mean.length));
    centred.forEach((vector, i) => {
      const centroid = centroids[labels[i]!]!;
      for (let k = 0; k < vector.length; k++) centroid[k] = centroid[k]! + vector[k]!;
    });
    return centroids.map(l2Normalize);
  }
}

/** A span's frame as seconds into the recording. */
const spanTime = (span: Span, frame: number) => span.timeline.region.start + frame * span.timeline.frameStep;

/** Under this many windows (~7 s of speech) the Gaussian gain is too noisy to overrule the threshold. */
const MIN_WINDOWS_FOR_GAIN = 8;

/** How much better a larger speaker count's silhouette must be than the best smaller one's. */
const SILHOUETTE_MARGIN = 0.015;

/**
 * The speaker count when not given. One speaker when no two clusters fall below the threshold's
 * likeness (the recording-relative similarity of two voices) and, over enough windows, two
 * Gaussians fit the frames of the best split into two little better than one (`minGain`) and the
 * recording's two halves do not split the same way (`minSplitAgreement`): two similar voices can
 * stay above the threshold, but their frames still fall apart, or their turns split every stretch
 * of the recording along the same line (two real female voices whose frames did not). Otherwise the
 * count of 2 to `maxSpeakers` whose clustering has the best silhouette. One threshold alone cannot
 * tell 2 from 4 speakers: with the recording's mean taken away, the voices' similarity depends on
 * how many there are (about -1/(n-1) for n evenly spread voices). `vectors` are the windows'
 * recording-relative embeddings in time order, `statistics` their frames' (gaussian-gain.ts),
 * `times` their extents; answers a cluster index per window.
 */
export function estimateSpeakers(
  vectors: readonly Float32Array[],
  statistics: readonly Float64Array[],
  times: readonly TimeRegion[],
  options: Pick<DiarizerOptions, 'threshold' | 'minGain' | 'minSplitAgreement' | 'maxSpeakers'>,
): number[] {
  const byThreshold = clusterAgglomerative(vectors, { threshold: options.threshold });
  if (new Set(byThreshold).size === 1) {
    if (vectors.length < MIN_WINDOWS_FOR_GAIN) return byThreshold;
    const split = clusterAgglomerative(vectors, { threshold: options.threshold, clusters: 2 });
    // Only where it is set: it clusters each half again.
    const halvesAgree = () => Number.isFinite(options.minSplitAgreement) && splitAgreement(vectors, times, options.threshold) >= options.minSplitAgreement;
    if (gaussianGain(statistics, split) < options.minGain && !halvesAgree()) return byThreshold;
  }
  let best = { score: Infinity, labels: byThreshold };
  for (let count = 2; count <= Math.min(options.maxSpeakers, vectors.length - 1); count++) {
    const labels = clusterAgglomerative(vectors, { threshold: options.threshold, clusters: count });
    const score = silhouette(vectors, labels);
    // A larger count must earn its place: window silhouettes are noisy.
    if (count === 2 || score > best.score + SILHOUETTE_MARGIN) best = { score, labels };
  }
  return best.labels;
}

/**
 * Mean silhouette of a clustering under cosine distance: for each vector, how much nearer its own
 * cluster is than the nearest other (-1..1); a vector alone in its cluster scores 0.
 */
export function silhouette(vectors: readonly Float32Array[], labels: readonly number[]): number {
  const clusters = new Set(labels).size;
  if (clusters < 2) return 0;
  const sizes = new Array<number>(clusters).fill(0);
  for (const label of labels) sizes[label]!++;
  let total = 0;
  const distance = new Float64Array(clusters);
  for (let i = 0; i < vectors.length; i++) {
    if (sizes[labels[i]!] === 1) continue;
    distance.fill(0);
    for (let j = 0; j < vectors.length; j++) if (j !== i) distance[labels[j]!]! += 1 - cosineSimilarity(vectors[i]!, vectors[j]!);
    const own = distance[labels[i]!]! / (sizes[labels[i]!]! - 1);
    let other = Infinity;
    for (let c = 0; c < clusters; c++) if (c !== labels[i]) other = Math.min(other, distance[c]! / sizes[c]!);
    total += (other - own) / Math.max(own, other);
  }
  return total / vectors.length;
}

function meanEmbedding(spans: readonly Span[], dimension: number): Float64Array {
  const usable = spans.filter((s) => s.embedding.some((x) => x !== 0));
  const mean = new Float64Array(dimension);
  for (const s of usable) for (let i = 0; i < dimension; i++) mean[i] = mean[i]! + s.embedding[i]! / usable.length;
  return mean;
}

/** The file's mean embedding taken away: what is left tells this recording's voices apart. */
function centre(embedding: Float32Array, mean: Float64Array): Float32Array {
  return l2Normalize(Float32Array.from(embedding, (x, i) => x - mean[i]!));
}

function closest(vector: Float32Array, centroids: readonly Float32Array[]): number {
  let best = 0;
  let bestScore = -Infinity;
  centroids.forEach((centroid, i) => {
    const score = cosineSimilarity(vector, centroid);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

function mostOverlapping(slice: Span, windows: readonly Span[]): Span {
  let best = windows[0]!;
  let bestOverlap = -Infinity;
  for (const w of windows) {
    // Across regions, the nearer the better (negative overlap is distance).
    const overlap = w.timeline === slice.timeline ? Math.min(w.to, slice.to) - Math.max(w.from, slice.from) : -Math.abs(w.timeline.region.start - slice.timeline.region.start) * 1e6;
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = w;
    }
  }
  return best;
}

/** Frame ranges of the windows over `count` frames: one short window for a short region, the last aligned to its end. */
function windowFrames(count: number, size: number, hop: number): [number, number][] {
  if (count <= size) return count > 0 ? [[0, count]] : [];
  const out: [number, number][] = [];
  for (let from = 0; from + size <= count; from += hop) out.push([from, from + size]);
  if (out.at(-1)![1] < count) out.push([count - size, count]);
  return out;
}

/** A dip this long (0.1 s)... */
const DIP_FRAMES = 10;
/** ...this far below the region's loud frames (e^5.75 in power, 25 dB) is a pause the VAD bridged. */
const DIP_DEPTH = 5.75;

/** Frame ranges of a region between its pauses too short for the VAD. */
function phrases({ logEnergy: energy }: Timeline): [number, number][] {
  const sorted = Float32Array.from(energy).sort();
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const out: [number, number][] = [];
  let start = 0;
  let quietRun = 0;
  for (let i = 0; i < energy.length; i++) {
    if (energy[i]! >= loud - DIP_DEPTH) {
      if (quietRun >= DIP_FRAMES) {
        if (i - quietRun > start) out.push([start, i - quietRun]);
        start = i;
      }
      quietRun = 0;
    } else quietRun++;
  }
  if (start < energy.length) out.push([start, energy.length]);
  return out;
}

/** A phrase cut into equal slices no longer than a window. */
function sliceFrames([first, end]: [number, number], size: number): [number, number][] {
  const count = Math.max(1, Math.ceil((end - first) / size));
  return Array.from({ length: count }, (_, i) => [first + Math.round(((end - first) * i) / count), first + Math.round(((end - first) * (i + 1)) / count)]);
}

interface Piece extends TimeRegion {
  speaker: number;
}

/** Frames averaged when looking for the quietest moment (0.1 s). */
const QUIET_SPAN_FRAMES = 10;

/** Slices (in time order) to turns: same-speaker neighbours joined, changes placed at pauses. */
function toTurns(slices: readonly Span[], joinGapSec: number): SpeakerTurn[] {
  const pieces: Piece[] = [];
  slices.forEach((slice, i) => {
    const previous = slices[i - 1];
    const last = pieces.at(-1);
    const sameRegion = previous?.timeline === slice.timeline;
    if (last && sameRegion && previous!.speaker === slice.speaker) {
      last.end = spanTime(slice, slice.to);
      return;
    }
    // A change inside a phrase (slices touching) goes to the quietest moment between their centres.
    if (last && sameRegion && previous!.to === slice.from) {
      const change = quietestMoment(slice.timeline, (previous!.from + previous!.to) / 2, (slice.from + slice.to) / 2);
      last.end = change;
      pieces.push({ start: change, end: spanTime(slice, slice.to), speaker: slice.speaker });
      return;
    }
    pieces.push({ start: spanTime(slice, slice.from), end: spanTime(slice, slice.to), speaker: slice.speaker });
  });

  const turns: Piece[] = [];
  for (const piece of pieces) {
    const last = turns.at(-1);
    if (last && last.speaker === piece.speaker && piece.start - last.end < joinGapSec) last.end = piece.end;
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
 * Where between two frame positions the speaker most likely changed: people take turns at pauses,
 * even ones too short for the VAD, so the quietest 0.1 s between them.
 */
function quietestMoment({ region, frameStep, logEnergy: energy }: Timeline, fromFrame: number, toFrame: number): number {
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
  return region.start + best * frameStep;
}
