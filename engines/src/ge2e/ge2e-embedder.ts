import { readSampleRange, SAMPLE_RATE, type InstalledModels } from '@speechdeck/core/server';
import { cameThroughTelephone, floorBands, telephoneBand } from './channel-views.ts';
import { GE2E_DIMENSION, Ge2eEncoder, type UtteranceMels } from './ge2e-encoder.ts';
import type { TimeRegion } from '../speaker/speaker-engines.ts';

/** The model of models/manifest.json this embedder runs, and its file made by engines/python/convert_ge2e.py. */
export const GE2E_MODEL_ID = 'ge2e-resemblyzer';
export const GE2E_MODEL_FILE = 'ge2e.onnx';

/** Less speech than this (0.3 s) says too little about a voice: the embedding is zeros, which scores 0. */
const MIN_SPEECH_SAMPLES = 0.3 * SAMPLE_RATE;
/** Regions whose samples and mel frames are held at once (a few MB), however many a caller asks for. */
const REGIONS_AT_ONCE = 64;
/** floorBands' depth: 20 dB measured best of 12 and 20 (channel-views.ts). */
const FLOOR_DB = 20;

export interface Ge2eEmbedderOptions {
  /**
   * The cosine at or above which two embeddings are taken for one speaker, calibrated by whoever
   * decides with it (the speaker plugin, on its evaluation set).
   */
  sameSpeakerThreshold: number;
  /**
   * False: the full band only (256 dimensions), for comparing stretches of one recording
   * (diarization), whose channel is the same throughout. Default true.
   */
  telephoneView?: boolean;
}

/**
 * Speaker embeddings from the GE2E network Resemble AI trained on thousands of speakers
 * (Resemblyzer 0.1.4, Apache-2.0), with Resemblyzer's own front end, and two additions measured on
 * the speaker evaluation set (channel-views.ts): a floor under every mel band (noise), and a second
 * view of the voice through a telephone's band (calls). The embedding is [full band (256) |
 * telephone band (256) | 1 when the speech came through a telephone, else 0], each view
 * L2-normalized; `similarity` compares a probe that came through a telephone with a reference that
 * did not (a call against a wideband voiceprint) in the telephone band, any other pair in the full
 * band: two recordings of one channel are compared in all of it.
 *
 * Regions are stretches of a 16 kHz mono WAV (seconds); a pooled embedding joins its regions' samples
 * into one utterance, as Resemblyzer trims the silences between phrases. The shape of the speaker
 * plugin's SpeakerEmbedder; the model is loaded (and hash-checked) on first use, and a missing one
 * fails that use with core's EngineUnavailableError (503).
 */
export class Ge2eEmbedder {
  readonly id = 'ge2e-v1';
  readonly dimension: number;
  readonly sameSpeakerThreshold: number;
  private readonly telephoneView: boolean;
  private readonly encoder: Ge2eEncoder;

  constructor(models: Pick<InstalledModels, 'load'>, options: Ge2eEmbedderOptions) {
    this.sameSpeakerThreshold = options.sameSpeakerThreshold;
    this.telephoneView = options.telephoneView ?? true;
    this.dimension = this.telephoneView ? 2 * GE2E_DIMENSION + 1 : GE2E_DIMENSION;
    this.encoder = new Ge2eEncoder(async () => (await models.load(GE2E_MODEL_ID)).file(GE2E_MODEL_FILE));
  }

  /** One embedding per region; a diarizer's thousands of windows are read and embedded a group at a time. */
  async embed(wavPath: string, regions: readonly TimeRegion[], options: { signal?: AbortSignal } = {}): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let first = 0; first < regions.length; first += REGIONS_AT_ONCE) {
      const utterances: Float32Array[] = [];
      for (const region of regions.slice(first, first + REGIONS_AT_ONCE)) {
        options.signal?.throwIfAborted();
        utterances.push(await readSampleRange(wavPath, region.start, region.end));
      }
      out.push(...(await this.embedSpeech(utterances, options.signal)));
    }
    return out;
  }

  /** One embedding for all the regions, their speech joined. */
  async embedPooled(wavPath: string, regions: readonly TimeRegion[], options: { signal?: AbortSignal } = {}): Promise<Float32Array> {
    const parts: Float32Array[] = [];
    for (const region of regions) {
      options.signal?.throwIfAborted();
      parts.push(await readSampleRange(wavPath, region.start, region.end));
    }
    const joined = new Float32Array(parts.reduce((sum, p) => sum + p.length, 0));
    parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
    return (await this.embedSpeech([joined], options.signal))[0]!;
  }

  /**
   * Whether an embedding of this embedder, or a voiceprint (the mean of several), is of speech that
   * came through a telephone: most of it, when its clips' telephone marks outweigh half the length of
   * their telephone views' mean (one clip: a mark of 1 against 1).
   */
  cameThroughTelephone(embedding: Float32Array): boolean {
    return this.telephoneView && embedding[2 * GE2E_DIMENSION]! > 0.5 * Math.sqrt(dot(embedding, embedding, GE2E_DIMENSION, 2 * GE2E_DIMENSION));
  }

  /**
   * Whether a probe is compared with a reference as a call with a wideband voiceprint, in the
   * telephone band. A voice enrolled through a telephone (or any 8 kHz line) is compared in the full
   * band with a call: its own recordings have nothing above 4 kHz either, and the telephone view would
   * drop what both carry. Held-out Asterisk prompts of the five real telephone-band voices, against
   * the evaluation set's 30 voiceprints, top-1 2 / 5 s: clean 47 -> 50 / 46 -> 50 of 50, GSM 43 -> 49
   * / 39 -> 49, own scores under the threshold on clean 2 s clips 46 -> 18 of 50, no stranger named
   * (engines/src/speaker/README.md, round 8).
   */
  comparesAsCall(probe: Float32Array, reference: Float32Array): boolean {
    return this.cameThroughTelephone(probe) && !this.cameThroughTelephone(reference);
  }

  /** Cosine similarity in the band of `comparesAsCall`, -1..1; 0 when either is all zeros. */
  similarity(probe: Float32Array, reference: Float32Array): number {
    if (probe.length !== reference.length) throw new Error(`embeddings differ in length: ${probe.length} and ${reference.length}`);
    if (this.comparesAsCall(probe, reference)) return cosine(probe, reference, GE2E_DIMENSION, 2 * GE2E_DIMENSION);
    return cosine(probe, reference, 0, GE2E_DIMENSION);
  }

  private async embedSpeech(utterances: readonly Float32Array[], signal?: AbortSignal): Promise<Float32Array[]> {
    const out: Float32Array[] = utterances.map(() => new Float32Array(this.dimension));
    const views: UtteranceMels[] = [];
    const owners: { index: number; telephone: boolean }[] = [];
    utterances.forEach((samples, index) => {
      if (samples.length < MIN_SPEECH_SAMPLES) return;
      const { mels, starts } = this.encoder.melsOf(samples);
      const telephone = cameThroughTelephone(mels);
      if (this.telephoneView) views.push({ mels: floorBands(telephoneBand(Float32Array.from(mels)), FLOOR_DB), starts });
      views.push({ mels: floorBands(mels, FLOOR_DB), starts });
      owners.push({ index, telephone });
    });
    if (owners.length === 0) return out;
    const embedded = await this.encoder.embed(views, signal);
    const perUtterance = this.telephoneView ? 2 : 1;
    owners.forEach(({ index, telephone }, k) => {
      const embedding = out[index]!;
      if (!this.telephoneView) return embedding.set(embedded[k]!);
      embedding.set(embedded[perUtterance * k + 1]!, 0);
      embedding.set(embedded[perUtterance * k]!, GE2E_DIMENSION);
      embedding[2 * GE2E_DIMENSION] = telephone ? 1 : 0;
    });
    return out;
  }
}

/** The dot product of a stretch [from, to) of two vectors. */
function dot(a: Float32Array, b: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Cosine of a stretch [from, to) of two vectors; 0 when either stretch is all zeros. */
function cosine(a: Float32Array, b: Float32Array, from: number, to: number): number {
  const [ab, aa, bb] = [dot(a, b, from, to), dot(a, a, from, to), dot(b, b, from, to)];
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}
