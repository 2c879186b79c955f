/** Triangular mel filters over the bins of a power spectrum: the bands a speaker embedding hears in. */
export interface MelBands {
  /** Centre of each band in Hz, rising. */
  centres: Float64Array;
  /** Log energy of each band of one power spectrum, written into `out`. */
  logEnergies(power: Float64Array, out: Float64Array): void;
}

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzFromMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** The embedder's layout (40 bands, 60-7600 Hz, 512-point FFT at 16 kHz), so an EQ of these bands moves what it measures. */
export function melBands(options: { sampleRate: number; fftSize: number; bands: number; lowHz: number; highHz: number }): MelBands {
  const { sampleRate, fftSize, bands, lowHz, highHz } = options;
  const binHz = sampleRate / fftSize;
  const edges = Array.from({ length: bands + 2 }, (_, i) => hzFromMel(mel(lowHz) + ((mel(highHz) - mel(lowHz)) * i) / (bands + 1)));
  const filters = Array.from({ length: bands }, (_, f) => {
    const [left, centre, right] = [edges[f]!, edges[f + 1]!, edges[f + 2]!];
    const first = Math.ceil(left / binHz);
    const last = Math.floor(right / binHz);
    const weights = Float64Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => {
      const hz = (first + i) * binHz;
      return Math.max(0, hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre));
    });
    return { first, weights };
  });
  return {
    centres: Float64Array.from({ length: bands }, (_, f) => edges[f + 1]!),
    logEnergies(power, out) {
      for (let f = 0; f < bands; f++) {
        const { first, weights } = filters[f]!;
        let sum = 0;
        for (let w = 0; w < weights.length; w++) sum += weights[w]! * power[first + w]!;
        out[f] = Math.log(sum + 1e-10);
      }
    },
  };
}
