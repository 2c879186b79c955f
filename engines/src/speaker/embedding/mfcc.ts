import { PowerSpectrum } from '../../spectrum/power-spectrum.ts';

export interface MfccOptions {
  sampleRate: number;
  /** Window length and hop in samples (25 ms and 10 ms at 16 kHz). */
  frameLength: number;
  hop: number;
  fftSize: number;
  preEmphasis: number;
  melFilters: number;
  lowHz: number;
  highHz: number;
  /** Cepstral coefficients kept, c0 (overall level) included. */
  coefficients: number;
  /**
   * A floor added to every mel band before the log, this many dB under the band's mean energy over
   * the frames, or null. Low-level detail, which any background noise buries, is buried alike in
   * clean speech, so clean and noisy recordings of a voice look alike.
   */
  floorDb: number | null;
}

export const MFCC_DEFAULTS: MfccOptions = {
  sampleRate: 16_000,
  frameLength: 400,
  hop: 160,
  fftSize: 512,
  preEmphasis: 0.97,
  melFilters: 40,
  lowHz: 60,
  highHz: 7600,
  coefficients: 20,
  floorDb: null,
};

export interface MfccFrames {
  /** Frame i covers samples [i*hop, i*hop + frameLength). */
  count: number;
  /** Row-major: frame i's coefficients at [i*coefficients, (i+1)*coefficients). */
  cepstra: Float32Array;
  coefficients: number;
  /** Log energy of each frame (natural log of the mean square), to tell speech frames from pauses. */
  logEnergy: Float32Array;
  /** Each frame's share of its mel energy in the bands above 4 kHz: ~0 for telephone speech. */
  highBandShare: Float32Array;
}

/** Where telephone speech ends (it is cut at 3.4 kHz and sampled at 8 kHz). */
const TELEPHONE_TOP_HZ = 4000;

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzFromMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

/**
 * Mel-frequency cepstral coefficients, the textbook front end: pre-emphasis, Hamming window, power
 * spectrum, triangular mel filterbank, log, DCT-II. One extractor per configuration; not
 * reentrant (it reuses its buffers), so give each concurrent user its own.
 */
export class MfccExtractor {
  readonly options: MfccOptions;
  private readonly window: Float64Array;
  private readonly fft: PowerSpectrum;
  /** Per filter: first FFT bin and its weights. */
  private readonly filters: { first: number; weights: Float64Array }[];
  private readonly dct: Float64Array;
  private readonly frame: Float64Array;
  private readonly power: Float64Array;
  private readonly energies: Float64Array;
  /** The first filter centred above TELEPHONE_TOP_HZ (melFilters when none is). */
  private readonly firstHighFilter: number;

  constructor(options: Partial<MfccOptions> = {}) {
    const o = (this.options = { ...MFCC_DEFAULTS, ...options });
    this.window = Float64Array.from({ length: o.frameLength }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (o.frameLength - 1)));
    this.fft = new PowerSpectrum(o.fftSize);
    this.frame = new Float64Array(o.frameLength);
    this.power = new Float64Array(o.fftSize / 2 + 1);
    this.energies = new Float64Array(o.melFilters);

    const binHz = o.sampleRate / o.fftSize;
    const edges = Array.from({ length: o.melFilters + 2 }, (_, i) => hzFromMel(mel(o.lowHz) + ((mel(o.highHz) - mel(o.lowHz)) * i) / (o.melFilters + 1)));
    this.filters = Array.from({ length: o.melFilters }, (_, f) => {
      const [left, center, right] = [edges[f]!, edges[f + 1]!, edges[f + 2]!];
      const first = Math.ceil(left / binHz);
      const last = Math.floor(right / binHz);
      const weights = new Float64Array(Math.max(0, last - first + 1));
      for (let bin = first; bin <= last; bin++) {
        const hz = bin * binHz;
        weights[bin - first] = Math.max(0, hz <= center ? (hz - left) / (center - left) : (right - hz) / (right - center));
      }
      return { first, weights };
    });
    const firstHigh = edges.findIndex((hz, i) => i > 0 && i <= o.melFilters && hz > TELEPHONE_TOP_HZ);
    this.firstHighFilter = firstHigh < 0 ? o.melFilters : firstHigh - 1;
    // Orthonormal DCT-II rows for the kept coefficients.
    this.dct = new Float64Array(o.coefficients * o.melFilters);
    for (let k = 0; k < o.coefficients; k++) {
      const scale = Math.sqrt((k === 0 ? 1 : 2) / o.melFilters);
      for (let n = 0; n < o.melFilters; n++) this.dct[k * o.melFilters + n] = scale * Math.cos((Math.PI * k * (n + 0.5)) / o.melFilters);
    }
  }

  /** Frames that fit entirely in the samples. */
  compute(samples: Float32Array): MfccFrames {
    const o = this.options;
    const count = samples.length < o.frameLength ? 0 : Math.floor((samples.length - o.frameLength) / o.hop) + 1;
    const bands = new Float64Array(count * o.melFilters);
    const logEnergy = new Float32Array(count);
    const highBandShare = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const offset = i * o.hop;
      let energy = 0;
      for (let n = 0; n < o.frameLength; n++) {
        const sample = samples[offset + n]!;
        energy += sample * sample;
        // Pre-emphasis within the frame; the frame's first sample uses the one before it where there is one.
        const previous = offset + n > 0 ? samples[offset + n - 1]! : 0;
        this.frame[n] = (sample - o.preEmphasis * previous) * this.window[n]!;
      }
      logEnergy[i] = Math.log(energy / o.frameLength + 1e-10);
      this.fft.compute(this.frame, this.power);
      for (let f = 0; f < o.melFilters; f++) {
        const { first, weights } = this.filters[f]!;
        let sum = 0;
        for (let w = 0; w < weights.length; w++) sum += weights[w]! * this.power[first + w]!;
        bands[i * o.melFilters + f] = sum;
      }
      let total = 0;
      let high = 0;
      for (let f = 0; f < o.melFilters; f++) {
        total += bands[i * o.melFilters + f]!;
        if (f >= this.firstHighFilter) high += bands[i * o.melFilters + f]!;
      }
      highBandShare[i] = total > 0 ? high / total : 0;
    }
    if (o.floorDb !== null && count > 0) addFloor(bands, count, o.melFilters, 10 ** (-o.floorDb / 10));
    const cepstra = new Float32Array(count * o.coefficients);
    for (let i = 0; i < count; i++) {
      for (let f = 0; f < o.melFilters; f++) this.energies[f] = Math.log(bands[i * o.melFilters + f]! + 1e-10);
      for (let k = 0; k < o.coefficients; k++) {
        let sum = 0;
        for (let n = 0; n < o.melFilters; n++) sum += this.dct[k * o.melFilters + n]! * this.energies[n]!;
        cepstra[i * o.coefficients + k] = sum;
      }
    }
    return { count, cepstra, coefficients: o.coefficients, logEnergy, highBandShare };
  }
}

/** Adds `share` of each band's mean energy to every frame of that band, in place. */
function addFloor(bands: Float64Array, count: number, filters: number, share: number): void {
  for (let f = 0; f < filters; f++) {
    let mean = 0;
    for (let i = 0; i < count; i++) mean += bands[i * filters + f]! / count;
    for (let i = 0; i < count; i++) bands[i * filters + f] = bands[i * filters + f]! + share * mean;
  }
}

/** Regression deltas over ±`width` frames (HTK's formula), same layout as the cepstra. */
export function deltas(frames: MfccFrames, width = 2): Float32Array {
  const { count, cepstra, coefficients: d } = frames;
  const out = new Float32Array(count * d);
  let norm = 0;
  for (let t = 1; t <= width; t++) norm += 2 * t * t;
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < d; k++) {
      let sum = 0;
      for (let t = 1; t <= width; t++) {
        const ahead = Math.min(count - 1, i + t);
        const behind = Math.max(0, i - t);
        sum += t * (cepstra[ahead * d + k]! - cepstra[behind * d + k]!);
      }
      out[i * d + k] = sum / norm;
    }
  }
  return out;
}
