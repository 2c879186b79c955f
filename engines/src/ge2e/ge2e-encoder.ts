import { InferenceSession, Tensor } from 'onnxruntime-node';
import { GE2E_AUDIO, MelFrontEnd } from './mel-frames.ts';
import { PARTIAL_FRAMES, partialStarts } from './partial-utterances.ts';
import { raiseQuietSpeech } from './volume.ts';

/** Length of a GE2E embedding. */
export const GE2E_DIMENSION = 256;
/** Partial utterances per network run: large enough for the LSTM's matrix products to pay, small in memory (~0.8 MB of input). */
const BATCH = 32;
const PARTIAL_VALUES = PARTIAL_FRAMES * GE2E_AUDIO.melChannels;

/** An utterance as the network takes it: mel frames (row-major [frames][40]) and where its partials start. */
export interface UtteranceMels {
  mels: Float32Array;
  starts: number[];
}

/**
 * Resemblyzer's `embed_utterance` over the converted network (engines/python/convert_ge2e.py), in
 * two steps so a caller may look at or change the mel frames between them: `melsOf` raises quiet
 * speech to -30 dBFS and computes the 40-channel mel frames of its 1.6 s partial utterances (~50 %
 * overlap); `embed` runs the network over the partials (several utterances' partials share runs),
 * averages each utterance's partial embeddings and L2-normalizes them. The ONNX session is created
 * on first use, with one thread (the host's other work shares the cores).
 */
export class Ge2eEncoder {
  private session: Promise<InferenceSession> | undefined;

  /** `modelPath` answers the ONNX file (hash-checked by whoever provides it), or throws why there is none. */
  constructor(private readonly modelPath: () => Promise<string>) {}

  /** 16 kHz samples of speech to the network's input. */
  melsOf(samples: Float32Array): UtteranceMels {
    const starts = partialStarts(samples.length);
    const mels = new MelFrontEnd().compute(raiseQuietSpeech(Float32Array.from(samples)), starts.at(-1)! + PARTIAL_FRAMES);
    return { mels, starts };
  }

  async embed(utterances: readonly UtteranceMels[], signal?: AbortSignal): Promise<Float32Array[]> {
    const session = await this.loaded();
    const partials = utterances.flatMap(({ mels, starts }, utterance) =>
      starts.map((start) => ({ utterance, mels: mels.subarray(start * GE2E_AUDIO.melChannels, start * GE2E_AUDIO.melChannels + PARTIAL_VALUES) })),
    );
    const sums = utterances.map(() => new Float64Array(GE2E_DIMENSION));
    for (let first = 0; first < partials.length; first += BATCH) {
      signal?.throwIfAborted();
      const batch = partials.slice(first, first + BATCH);
      const input = new Float32Array(batch.length * PARTIAL_VALUES);
      batch.forEach((p, i) => input.set(p.mels, i * PARTIAL_VALUES));
      const output = await session.run({ mels: new Tensor('float32', input, [batch.length, PARTIAL_FRAMES, GE2E_AUDIO.melChannels]) });
      const embeddings = output.embeddings!.data as Float32Array;
      batch.forEach((p, i) => {
        const sum = sums[p.utterance]!;
        for (let k = 0; k < GE2E_DIMENSION; k++) sum[k] = sum[k]! + embeddings[i * GE2E_DIMENSION + k]!;
      });
    }
    return sums.map(unitLength);
  }

  private loaded(): Promise<InferenceSession> {
    if (!this.session) {
      const session = this.modelPath().then((path) => InferenceSession.create(path, { intraOpNumThreads: 1, interOpNumThreads: 1 }));
      // A failed load is tried again on the next call: the model may be installed meanwhile.
      session.catch(() => {
        if (this.session === session) this.session = undefined;
      });
      this.session = session;
    }
    return this.session;
  }
}

function unitLength(sum: Float64Array): Float32Array {
  let norm = 0;
  for (const x of sum) norm += x * x;
  norm = Math.sqrt(norm);
  return Float32Array.from(sum, (x) => (norm > 0 ? x / norm : 0));
}
