/**
 * The power spectrum of real frames of any length whose prime factors are small (GE2E's 400-point
 * frames: 2^4 * 5^2), by a mixed-radix Stockham FFT. The speaker plugin's FFT is radix-2 only, and
 * Resemblyzer's mel front end takes a 400-point DFT (librosa, n_fft 400), not a zero-padded 512-point
 * one: the bins must fall where the model's were.
 */
export class MixedRadixPowerSpectrum {
  private readonly factors: number[];
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly re: [Float64Array, Float64Array];
  private readonly im: [Float64Array, Float64Array];

  constructor(readonly size: number) {
    this.factors = factorize(size);
    this.cos = Float64Array.from({ length: size }, (_, j) => Math.cos((2 * Math.PI * j) / size));
    this.sin = Float64Array.from({ length: size }, (_, j) => -Math.sin((2 * Math.PI * j) / size));
    this.re = [new Float64Array(size), new Float64Array(size)];
    this.im = [new Float64Array(size), new Float64Array(size)];
  }

  /** `out` receives bins 0..size/2 of |X|² for one real frame of `size` samples. */
  compute(frame: ArrayLike<number>, out: Float64Array): void {
    const { size: n0, cos, sin } = this;
    let [xr, yr] = this.re;
    let [xi, yi] = this.im;
    for (let i = 0; i < n0; i++) {
      xr[i] = frame[i]!;
      xi[i] = 0;
    }
    // Decimation in frequency: a stage of radix p over length n, stride s, writes the outputs in order.
    let stride = 1;
    let n = n0;
    for (const p of this.factors) {
      const m = n / p;
      const stageStep = n0 / n;
      const radixStep = n0 / p;
      for (let k = 0; k < m; k++) {
        for (let q = 0; q < stride; q++) {
          for (let r = 0; r < p; r++) {
            let sr = 0;
            let si = 0;
            for (let t = 0; t < p; t++) {
              const w = ((r * t) % p) * radixStep;
              const a = q + stride * (k + t * m);
              sr += xr[a]! * cos[w]! - xi[a]! * sin[w]!;
              si += xr[a]! * sin[w]! + xi[a]! * cos[w]!;
            }
            const w = (r * k * stageStep) % n0;
            const b = q + stride * (p * k + r);
            yr[b] = sr * cos[w]! - si * sin[w]!;
            yi[b] = sr * sin[w]! + si * cos[w]!;
          }
        }
      }
      [xr, yr] = [yr, xr];
      [xi, yi] = [yi, xi];
      stride *= p;
      n = m;
    }
    for (let k = 0; k <= n0 / 2; k++) out[k] = xr[k]! * xr[k]! + xi[k]! * xi[k]!;
  }
}

/** Prime factors, smallest first; a large one would make its stage a slow plain DFT. */
function factorize(size: number): number[] {
  if (!Number.isInteger(size) || size < 2) throw new Error(`FFT size must be an integer of 2 or more, got ${size}`);
  const factors: number[] = [];
  let rest = size;
  for (let f = 2; rest > 1; f++) {
    while (rest % f === 0) {
      factors.push(f);
      rest /= f;
    }
    if (f > 7 && rest > 1) throw new Error(`FFT size ${size} has a prime factor above 7`);
  }
  return factors;
}
