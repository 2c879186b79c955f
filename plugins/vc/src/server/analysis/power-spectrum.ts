/**
 * Radix-2 FFT of one real frame, answering its power spectrum (bins 0..n/2). Twiddles and the bit
 * reversal are computed once per size: the voice measures call it 100 times per second of speech.
 */
export class PowerSpectrum {
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;

  constructor(readonly size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`FFT size must be a power of two, got ${size}`);
    this.cos = Float64Array.from({ length: size / 2 }, (_, i) => Math.cos((2 * Math.PI * i) / size));
    this.sin = Float64Array.from({ length: size / 2 }, (_, i) => -Math.sin((2 * Math.PI * i) / size));
    const bits = Math.log2(size);
    this.reversed = Uint32Array.from({ length: size }, (_, i) => {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      return r;
    });
    this.re = new Float64Array(size);
    this.im = new Float64Array(size);
  }

  /** `frame` is zero-padded to the FFT size; `out` receives size/2 + 1 bins of |X|². */
  compute(frame: ArrayLike<number>, out: Float64Array): void {
    const { size, re, im, reversed } = this;
    for (let i = 0; i < size; i++) {
      const j = reversed[i]!;
      re[j] = i < frame.length ? frame[i]! : 0;
      im[j] = 0;
    }
    for (let half = 1; half < size; half *= 2) {
      const step = size / (2 * half);
      for (let start = 0; start < size; start += 2 * half) {
        for (let k = 0; k < half; k++) {
          const wr = this.cos[k * step]!;
          const wi = this.sin[k * step]!;
          const a = start + k;
          const b = a + half;
          const tr = wr * re[b]! - wi * im[b]!;
          const ti = wr * im[b]! + wi * re[b]!;
          re[b] = re[a]! - tr;
          im[b] = im[a]! - ti;
          re[a] = re[a]! + tr;
          im[a] = im[a]! + ti;
        }
      }
    }
    for (let k = 0; k <= size / 2; k++) out[k] = re[k]! * re[k]! + im[k]! * im[k]!;
  }
}
