/**
 * Microphone samples (-1..1, at the audio context's rate) to 16 kHz 16-bit PCM. Each output
 * sample is the mean of the input samples its interval covers, which keeps the speech band and
 * damps what would alias. Self-contained on purpose: its source also runs inside the
 * AudioWorklet (pcm-worklet.ts), which cannot import.
 */
export class Downsampler {
  private readonly step: number;
  private sum = 0;
  private count = 0;
  /** Where the current output interval ends, in input samples from the last boundary. */
  private until: number;

  constructor(inputRate: number, outputRate = 16_000) {
    if (inputRate < outputRate) throw new Error(`cannot raise ${inputRate} Hz to ${outputRate} Hz`);
    this.step = inputRate / outputRate;
    this.until = this.step;
  }

  push(input: Float32Array): Int16Array {
    const out = new Int16Array(Math.ceil((input.length + this.count) / this.step) + 1);
    let written = 0;
    for (let i = 0; i < input.length; i++) {
      this.sum += input[i]!;
      this.count++;
      if (this.count >= this.until) {
        const mean = this.sum / this.count;
        out[written++] = Math.max(-32768, Math.min(32767, Math.round(mean * 32767)));
        this.until = this.until - this.count + this.step;
        this.sum = 0;
        this.count = 0;
      }
    }
    return out.subarray(0, written);
  }
}
