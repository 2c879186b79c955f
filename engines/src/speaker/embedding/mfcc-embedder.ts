import { readSampleRange } from '@speechdeck/core/server';
import type { SpeakerEmbedder, TimeRegion } from '../speaker-engines.ts';
import { cosineSimilarity, l2Normalize } from '../cosine.ts';
import { deltas, MfccExtractor, type MfccFrames } from './mfcc.ts';

/** MFCCs and their deltas for one stretch of audio. */
export interface RegionFeatures {
  region: TimeRegion;
  frames: MfccFrames;
  deltas: Float32Array;
  /** The same frames seen through the telephone band, for a front end with one. */
  telephone?: { frames: MfccFrames; deltas: Float32Array };
  /** Seconds between frame starts. */
  frameStep: number;
}

/** Fewer speech frames than this (0.3 s) say too little about a voice: the embedding is zeros. */
export const MIN_EMBEDDING_FRAMES = 30;
/** What decides which frames count and how the mel bands are floored; the embedder's id names it. */
export interface EmbeddingFrontEnd {
  id: string;
  /** Frames this far below the loudest of their stretch are pauses, breath or weak consonants, not voice. */
  pauseBelowPeakDb: number;
  /** MfccOptions.floorDb: every mel band gets a floor this far under its mean, or none. */
  floorDb: number | null;
  /**
   * A second embedding from the telephone band only, compared instead whenever either side was
   * recorded through a telephone (nothing above 4 kHz): the full band's embedding of such a
   * recording resembles no clean voice. The cepstral means, which carry the telephone line's own
   * colouring as much as the voice, count `meanWeight` as much as the deviations; `scoreOffset`
   * puts its cosines on the full band's scale, so one threshold serves both.
   */
  telephoneBand?: { lowHz: number; highHz: number; melFilters: number; meanWeight: number; scoreOffset: number };
}

/**
 * For comparing recordings (identification, tracking): only frames within 15 dB of the loudest
 * (those noise changes least) and a floor 8 dB under each band's mean, so noisy and clean speech
 * of a voice look alike. 15 dB of pink noise: top-1 on 5 s clips 60 % -> 85 %, clean unchanged.
 */
export const RECORDINGS_FRONT_END: EmbeddingFrontEnd = {
  id: 'mfcc-stats-v3',
  pauseBelowPeakDb: 15,
  floorDb: 8,
  // meanWeight: telephone top-1 (2/5/10 s) 80/92/91 % at 1, 92/96/98 % at 0.3, 68/90/96 % at 0;
  // the GSM clips, not looked at to choose it, agree (74/81/84 -> 76/90/91 %). scoreOffset: where
  // the calibration half's telephone clips (mu-law and GSM) have their equal error at the same
  // threshold as the clean and noisy ones (the cohort shift takes half of it back).
  telephoneBand: { lowHz: 300, highHz: 3400, melFilters: 30, meanWeight: 0.3, scoreOffset: -0.108 },
};

/** Speech whose frames put less than this share of their energy above 4 kHz came through a telephone. */
const TELEPHONE_HIGH_BAND_SHARE = 1e-3;
/**
 * For comparing stretches of one recording (diarization): no floor and frames within 30 dB, the
 * first version's front end. Within a recording noise is the same everywhere, and 1.5 s windows
 * need every frame: with the other front end the known-count DER of two speakers went 1.3 % -> 12 %.
 */
export const ONE_RECORDING_FRONT_END: EmbeddingFrontEnd = { id: 'mfcc-stats', pauseBelowPeakDb: 30, floorDb: null };

/**
 * Speaker embeddings from MFCC statistics: over the speech frames of a stretch, the mean and the
 * standard deviation of c1..c19 and the standard deviation of their deltas (the mean of deltas is
 * ~0 by construction). c0 is left out so loudness does not count. Coefficient k is weighted by k
 * (cepstral liftering): the higher coefficients, small in size, carry much of what tells voices
 * apart. Which frames count, the floor of the mel bands and a telephone band are the front end's
 * (above). With a telephone band the vector is [full band | telephone band | 1 if the speech came
 * through a telephone, else 0], each band L2-normalized; `similarity` compares one band of it.
 *
 * A classic, training-free front end: it separates clearly different voices (pitch, timbre,
 * recording) well and similar voices poorly; see README.md for measured figures.
 */
export class MfccEmbedder implements SpeakerEmbedder {
  readonly id: string;
  /**
   * Calibrated on the speaker evaluation set's calibration half (clean and noisy clips): where
   * open-set false accepts equal false rejects there (README.md, "Measured"), for the scores of
   * `scoreCandidates` (cosines shifted by the cohort). For the default front end; another front
   * end's scores were not calibrated.
   */
  readonly sameSpeakerThreshold = 0.863;
  readonly dimension: number;
  /** Length of one band's statistics. */
  private readonly bandDimension: number;
  private readonly coefficients: number;
  private readonly pauseBelowPeak: number;

  constructor(readonly frontEnd: EmbeddingFrontEnd = RECORDINGS_FRONT_END) {
    this.id = frontEnd.id;
    // dB to natural log of power.
    this.pauseBelowPeak = frontEnd.pauseBelowPeakDb / (10 * Math.LOG10E);
    this.coefficients = new MfccExtractor().options.coefficients;
    this.bandDimension = 3 * (this.coefficients - 1);
    this.dimension = frontEnd.telephoneBand ? 2 * this.bandDimension + 1 : this.bandDimension;
  }

  /** The frames of one region, for callers that pool many stretches of it (the diarizer). */
  async features(wavPath: string, region: TimeRegion): Promise<RegionFeatures> {
    const samples = await readSampleRange(wavPath, region.start, region.end);
    // One extractor per call: extractors reuse buffers, and calls may run concurrently.
    const extractor = new MfccExtractor({ floorDb: this.frontEnd.floorDb });
    const frames = extractor.compute(samples);
    const frameStep = extractor.options.hop / extractor.options.sampleRate;
    const band = this.frontEnd.telephoneBand;
    if (!band) return { region, frames, deltas: deltas(frames), frameStep };
    const telephone = new MfccExtractor({ floorDb: this.frontEnd.floorDb, lowHz: band.lowHz, highHz: band.highHz, melFilters: band.melFilters }).compute(samples);
    return { region, frames, deltas: deltas(frames), frameStep, telephone: { frames: telephone, deltas: deltas(telephone) } };
  }

  /** The embedding of frames [from, to) of some features; several ranges pool together. */
  pool(parts: readonly { features: RegionFeatures; from: number; to: number }[]): Float32Array {
    const selected: { features: RegionFeatures; index: number }[] = [];
    for (const { features, from, to } of parts) {
      const energy = features.frames.logEnergy;
      let peak = -Infinity;
      for (let i = from; i < to; i++) peak = Math.max(peak, energy[i]!);
      for (let i = from; i < to; i++) if (energy[i]! > peak - this.pauseBelowPeak) selected.push({ features, index: i });
    }
    const out = new Float32Array(this.dimension);
    if (selected.length < MIN_EMBEDDING_FRAMES) return out;
    out.set(this.statistics(selected.map(({ features, index }) => ({ frames: features.frames, deltas: features.deltas, index }))));
    const band = this.frontEnd.telephoneBand;
    if (!band) return out;
    out.set(this.statistics(selected.map(({ features, index }) => ({ ...features.telephone!, index })), band.meanWeight), this.bandDimension);
    const highShare = selected.reduce((sum, { features, index }) => sum + features.frames.highBandShare[index]!, 0) / selected.length;
    out[this.dimension - 1] = highShare < TELEPHONE_HIGH_BAND_SHARE ? 1 : 0;
    return out;
  }

  /** One band's mean (times `meanWeight`) and standard deviation of c1.. and standard deviation of their deltas, each weighted by k, normalized. */
  private statistics(selected: readonly { frames: MfccFrames; deltas: Float32Array; index: number }[], meanWeight = 1): Float32Array {
    const d = this.coefficients;
    const block = d - 1;
    const out = new Float32Array(this.bandDimension);
    for (let k = 1; k < d; k++) {
      let sum = 0;
      let sumSq = 0;
      let deltaSq = 0;
      for (const { frames, deltas: frameDeltas, index } of selected) {
        const c = frames.cepstra[index * d + k]!;
        const delta = frameDeltas[index * d + k]!;
        sum += c;
        sumSq += c * c;
        deltaSq += delta * delta;
      }
      const n = selected.length;
      const mean = sum / n;
      out[k - 1] = meanWeight * k * mean;
      out[block + k - 1] = k * Math.sqrt(Math.max(0, sumSq / n - mean * mean));
      out[2 * block + k - 1] = k * Math.sqrt(deltaSq / n);
    }
    return l2Normalize(out);
  }

  async embed(wavPath: string, regions: readonly TimeRegion[], options: { signal?: AbortSignal } = {}): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (const region of regions) {
      options.signal?.throwIfAborted();
      const features = await this.features(wavPath, region);
      out.push(this.pool([{ features, from: 0, to: features.frames.count }]));
    }
    return out;
  }

  async embedPooled(wavPath: string, regions: readonly TimeRegion[], options: { signal?: AbortSignal } = {}): Promise<Float32Array> {
    const parts = [];
    for (const region of regions) {
      options.signal?.throwIfAborted();
      const features = await this.features(wavPath, region);
      parts.push({ features, from: 0, to: features.frames.count });
    }
    return this.pool(parts);
  }

  /**
   * In the probe's band: a probe that came through a telephone is compared in the telephone band
   * (on the full band's scale) with every reference, any other in the full band. Deciding per probe
   * keeps one probe's scores comparable with each other.
   */
  similarity(probe: Float32Array, reference: Float32Array): number {
    const band = this.frontEnd.telephoneBand;
    if (!band) return cosineSimilarity(probe, reference);
    const n = this.bandDimension;
    if (probe[2 * n]! > 0) {
      const cosine = cosineSimilarity(probe.subarray(n, 2 * n), reference.subarray(n, 2 * n));
      return cosine === 0 ? 0 : cosine + band.scoreOffset;
    }
    return cosineSimilarity(probe.subarray(0, n), reference.subarray(0, n));
  }
}
