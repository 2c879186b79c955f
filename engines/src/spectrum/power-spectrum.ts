/**
 * The power spectrum of one real frame (bins 0..size/2 of |X|²) by a mixed-radix Stockham FFT, for
 * any size whose prime factors are at most 7. The engines' one FFT: the MFCC front end zero-pads its
 * 400-sample frames to 512 points, 100 times per second of audio; GE2E's mel front end takes a
 * 400-point DFT (2^4 * 5^2), as Resemblyzer's librosa does (n_fft 400), so that its bins fall where
 * the model's were. Twiddles are computed once per size; radix-4 and radix-2 stages have their own
 * butterflies, others the plain small DFT: at 512 points it is faster than the radix-2 FFT the MFCC
 * front end had, at 400 than GE2E's own mixed-radix one, and its bins equal theirs within float
 * rounding. One per concurrent user: it reuses its buffers.
 */
export class PowerSpectrum {
  private readonly stages: Stage[];
  /** e^(-2πij/size) for j = 0..size-1: the small DFTs' roots. */
  private readonly rootRe: Float64Array;
  private readonly rootIm: Float64Array;
  private readonly re: [Float64Array, Float64Array];
  private readonly im: [Float64Array, Float64Array];

  constructor(readonly size: number) {
    const factors = factorize(size);
    this.rootRe = Float64Array.from({ length: size }, (_, j) => Math.cos((2 * Math.PI * j) / size));
    this.rootIm = Float64Array.from({ length: size }, (_, j) => -Math.sin((2 * Math.PI * j) / size));
    let length = size;
    let stride = 1;
    this.stages = factors.map((radix) => {
      const span = length / radix;
      // Output r of butterfly k is turned by e^(-2πi r k / length).
      const twiddleRe = new Float64Array(span * radix);
      const twiddleIm = new Float64Array(span * radix);
      for (let k = 0; k < span; k++) {
        for (let r = 0; r < radix; r++) {
          const root = ((r * k) % length) * (size / length);
          twiddleRe[k * radix + r] = this.rootRe[root]!;
          twiddleIm[k * radix + r] = this.rootIm[root]!;
        }
      }
      const stage = { radix, span, stride, twiddleRe, twiddleIm };
      stride *= radix;
      length = span;
      return stage;
    });
    this.re = [new Float64Array(size), new Float64Array(size)];
    this.im = [new Float64Array(size), new Float64Array(size)];
  }

  /** `frame` is zero-padded to the FFT size; `out` receives size/2 + 1 bins of |X|². */
  compute(frame: ArrayLike<number>, out: Float64Array): void {
    const { size } = this;
    let [xr, yr] = this.re;
    let [xi, yi] = this.im;
    for (let i = 0; i < size; i++) {
      xr[i] = i < frame.length ? frame[i]! : 0;
      xi[i] = 0;
    }
    for (const stage of this.stages) {
      if (stage.radix === 4) radix4(stage, xr, xi, yr, yi);
      else if (stage.radix === 2) radix2(stage, xr, xi, yr, yi);
      else this.smallDft(stage, xr, xi, yr, yi);
      [xr, yr] = [yr, xr];
      [xi, yi] = [yi, xi];
    }
    for (let k = 0; k <= size / 2; k++) out[k] = xr[k]! * xr[k]! + xi[k]! * xi[k]!;
  }

  /** A stage of radix 3, 5 or 7: each butterfly a plain DFT of `radix` points. */
  private smallDft({ radix, span, stride, twiddleRe, twiddleIm }: Stage, xr: Float64Array, xi: Float64Array, yr: Float64Array, yi: Float64Array): void {
    const { rootRe, rootIm } = this;
    const radixStep = this.size / radix;
    for (let k = 0; k < span; k++) {
      for (let r = 0; r < radix; r++) {
        const wr = twiddleRe[k * radix + r]!;
        const wi = twiddleIm[k * radix + r]!;
        for (let q = 0; q < stride; q++) {
          let sr = 0;
          let si = 0;
          for (let t = 0; t < radix; t++) {
            const root = ((r * t) % radix) * radixStep;
            const a = q + stride * (k + t * span);
            sr += xr[a]! * rootRe[root]! - xi[a]! * rootIm[root]!;
            si += xr[a]! * rootIm[root]! + xi[a]! * rootRe[root]!;
          }
          const b = q + stride * (radix * k + r);
          yr[b] = sr * wr - si * wi;
          yi[b] = sr * wi + si * wr;
        }
      }
    }
  }
}

/**
 * One decimation-in-frequency pass over a sequence of `span * radix` points, repeated for `stride`
 * interleaved sequences: input t*span + k of each goes to butterfly k, output r to radix*k + r.
 */
interface Stage {
  radix: number;
  span: number;
  stride: number;
  twiddleRe: Float64Array;
  twiddleIm: Float64Array;
}

function radix2({ span, stride, twiddleRe, twiddleIm }: Stage, xr: Float64Array, xi: Float64Array, yr: Float64Array, yi: Float64Array): void {
  const half = stride * span;
  for (let k = 0; k < span; k++) {
    const wr = twiddleRe[2 * k + 1]!;
    const wi = twiddleIm[2 * k + 1]!;
    for (let q = 0; q < stride; q++) {
      const a = q + stride * k;
      const b = a + half;
      const o = q + 2 * stride * k;
      const dr = xr[a]! - xr[b]!;
      const di = xi[a]! - xi[b]!;
      yr[o] = xr[a]! + xr[b]!;
      yi[o] = xi[a]! + xi[b]!;
      yr[o + stride] = dr * wr - di * wi;
      yi[o + stride] = dr * wi + di * wr;
    }
  }
}

function radix4({ span, stride, twiddleRe, twiddleIm }: Stage, xr: Float64Array, xi: Float64Array, yr: Float64Array, yi: Float64Array): void {
  // Plain locals, no destructured arrays: this loop runs 100 times per second of audio.
  const quarter = stride * span;
  for (let k = 0; k < span; k++) {
    const w1r = twiddleRe[4 * k + 1]!;
    const w1i = twiddleIm[4 * k + 1]!;
    const w2r = twiddleRe[4 * k + 2]!;
    const w2i = twiddleIm[4 * k + 2]!;
    const w3r = twiddleRe[4 * k + 3]!;
    const w3i = twiddleIm[4 * k + 3]!;
    for (let q = 0; q < stride; q++) {
      const a0 = q + stride * k;
      const a1 = a0 + quarter;
      const a2 = a1 + quarter;
      const a3 = a2 + quarter;
      const s02r = xr[a0]! + xr[a2]!;
      const s02i = xi[a0]! + xi[a2]!;
      const d02r = xr[a0]! - xr[a2]!;
      const d02i = xi[a0]! - xi[a2]!;
      const s13r = xr[a1]! + xr[a3]!;
      const s13i = xi[a1]! + xi[a3]!;
      const d13r = xr[a1]! - xr[a3]!;
      const d13i = xi[a1]! - xi[a3]!;
      // The radix-4 DFT's roots are 1, -i, -1, i: outputs 1 and 3 take d02 ∓ i·d13.
      const y1r = d02r + d13i;
      const y1i = d02i - d13r;
      const y2r = s02r - s13r;
      const y2i = s02i - s13i;
      const y3r = d02r - d13i;
      const y3i = d02i + d13r;
      const o = q + 4 * stride * k;
      yr[o] = s02r + s13r;
      yi[o] = s02i + s13i;
      yr[o + stride] = y1r * w1r - y1i * w1i;
      yi[o + stride] = y1r * w1i + y1i * w1r;
      yr[o + 2 * stride] = y2r * w2r - y2i * w2i;
      yi[o + 2 * stride] = y2r * w2i + y2i * w2r;
      yr[o + 3 * stride] = y3r * w3r - y3i * w3i;
      yi[o + 3 * stride] = y3r * w3i + y3i * w3r;
    }
  }
}

/** The stages' radices: fours first (one radix-4 pass does the work of two radix-2 ones), then 2, 3, 5, 7. */
function factorize(size: number): number[] {
  if (!Number.isInteger(size) || size < 2) throw new Error(`FFT size must be an integer of 2 or more, got ${size}`);
  const factors: number[] = [];
  let rest = size;
  for (const factor of [4, 2, 3, 5, 7]) {
    while (rest % factor === 0) {
      factors.push(factor);
      rest /= factor;
    }
  }
  // A larger prime would make its stage a slow plain DFT.
  if (rest > 1) throw new Error(`FFT size ${size} has a prime factor above 7`);
  return factors;
}
