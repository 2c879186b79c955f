import type { InstalledModels } from '@speechdeck/core/server';
import { Ge2eEmbedder } from '../../ge2e/index.ts';
import { MfccEmbedder } from './mfcc-embedder.ts';
import type { SpeakerEmbedder, TimeRegion } from '../speaker-engines.ts';

/**
 * Calls against a wideband voiceprint only: how much of the score is GE2E's (its telephone band),
 * the rest the MFCC statistics' telephone band. Chosen on the mu-law clips (top-1 2/5/10 s, GE2E
 * alone 94/98/96 %, MFCC alone 92/96/98 %, 0.4: 98/98/100 %; 0.2 and 0.5: 96/98/100 %); the GSM
 * clips, not used to choose, agree: 90/83/89 % and 78/88/93 % alone, 96/94/93 % fused.
 */
const TELEPHONE_GE2E_WEIGHT = 0.4;

export interface Ge2eSpeakerEmbedderOptions {
  sameSpeakerThreshold: number;
  /** Added to the fused scores of calls, so that one threshold serves them and the others. */
  telephoneScoreOffset: number;
}

/**
 * The speaker service's trained embedder: GE2E (with its floor under the mel bands and its
 * telephone view; @speechdeck/engines/ge2e), and beside it the MFCC statistics, fused into the
 * scores of a call against a wideband voiceprint only (GE2E's `comparesAsCall`), where the two err
 * on different clips. Any other pair is scored by GE2E alone: in noise the MFCC statistics only
 * pull it down (15 dB pink noise, 5 s clips: 100 % alone, 96 % at a weight of 0.8); a voice
 * enrolled through a telephone is heard by GE2E in its full band better than fused. The embedding
 * is [GE2E | MFCC].
 */
export class Ge2eSpeakerEmbedder implements SpeakerEmbedder {
  readonly id: string;
  readonly dimension: number;
  readonly sameSpeakerThreshold: number;
  private readonly ge2e: Ge2eEmbedder;
  private readonly mfcc = new MfccEmbedder();
  private readonly telephoneScoreOffset: number;

  constructor(models: Pick<InstalledModels, 'load'>, options: Ge2eSpeakerEmbedderOptions) {
    this.ge2e = new Ge2eEmbedder(models, { sameSpeakerThreshold: options.sameSpeakerThreshold });
    // Both parts' versions: a change in either makes stored voiceprints again.
    this.id = `${this.ge2e.id}+${this.mfcc.id}`;
    this.dimension = this.ge2e.dimension + this.mfcc.dimension;
    this.sameSpeakerThreshold = options.sameSpeakerThreshold;
    this.telephoneScoreOffset = options.telephoneScoreOffset;
  }

  async embed(wavPath: string, regions: readonly TimeRegion[], options: { signal?: AbortSignal } = {}): Promise<Float32Array[]> {
    const [trained, statistics] = await Promise.all([this.ge2e.embed(wavPath, regions, options), this.mfcc.embed(wavPath, regions, options)]);
    return trained.map((t, i) => this.joined(t, statistics[i]!));
  }

  async embedPooled(wavPath: string, regions: readonly TimeRegion[], options: { signal?: AbortSignal } = {}): Promise<Float32Array> {
    const [trained, statistics] = await Promise.all([this.ge2e.embedPooled(wavPath, regions, options), this.mfcc.embedPooled(wavPath, regions, options)]);
    return this.joined(trained, statistics);
  }

  similarity(probe: Float32Array, reference: Float32Array): number {
    const split = this.ge2e.dimension;
    const [trainedProbe, trainedReference] = [probe.subarray(0, split), reference.subarray(0, split)];
    const trained = this.ge2e.similarity(trainedProbe, trainedReference);
    if (!this.ge2e.comparesAsCall(trainedProbe, trainedReference)) return trained;
    const statistics = this.mfcc.similarity(probe.subarray(split), reference.subarray(split));
    return TELEPHONE_GE2E_WEIGHT * trained + (1 - TELEPHONE_GE2E_WEIGHT) * statistics + this.telephoneScoreOffset;
  }

  private joined(trained: Float32Array, statistics: Float32Array): Float32Array {
    const out = new Float32Array(this.dimension);
    out.set(trained);
    out.set(statistics, trained.length);
    return out;
  }
}
