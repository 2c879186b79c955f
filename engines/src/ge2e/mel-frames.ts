import { melFilterbank } from './mel-filterbank.ts';
import { PowerSpectrum } from '../spectrum/power-spectrum.ts';

/** Resemblyzer's hparams: 16 kHz, 25 ms windows every 10 ms, 40 mel channels. */
export const GE2E_AUDIO = { sampleRate: 16_000, windowSamples: 400, hopSamples: 160, melChannels: 40 } as const;

/** The frames of `samples` a centred STFT has (librosa, center=True): one per hop, and one more. */
export const melFrameCount = (samples: number) => 1 + Math.floor(samples / GE2E_AUDIO.hopSamples);

/**
 * Resemblyzer's `wav_to_mel_spectrogram`: librosa.feature.melspectrogram with n_fft 400, hop 160, a
 * periodic Hann window, centred frames with zeros beyond both ends (librosa's pad_mode 'constant'),
 * the power spectrum (not its log: the network takes linear power) through the Slaney mel bands.
 * Row-major [frames][40]; frame t is centred on sample t*160. Frames past the end of `samples` up to
 * `frames` see zeros, as Resemblyzer's zero-padded last partial does. One per concurrent user: it
 * reuses its buffers.
 */
export class MelFrontEnd {
  private readonly fft = new PowerSpectrum(GE2E_AUDIO.windowSamples);
  private readonly filters = melFilterbank(GE2E_AUDIO.sampleRate, GE2E_AUDIO.windowSamples, GE2E_AUDIO.melChannels);
  private readonly window = Float64Array.from({ length: GE2E_AUDIO.windowSamples }, (_, n) => 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / GE2E_AUDIO.windowSamples));
  private readonly frame = new Float64Array(GE2E_AUDIO.windowSamples);
  private readonly power = new Float64Array(GE2E_AUDIO.windowSamples / 2 + 1);

  compute(samples: Float32Array, frames = melFrameCount(samples.length)): Float32Array {
    const { windowSamples: size, hopSamples: hop, melChannels: bands } = GE2E_AUDIO;
    const bins = size / 2 + 1;
    const out = new Float32Array(frames * bands);
    for (let t = 0; t < frames; t++) {
      const first = t * hop - size / 2;
      for (let i = 0; i < size; i++) {
        const at = first + i;
        this.frame[i] = at >= 0 && at < samples.length ? samples[at]! * this.window[i]! : 0;
      }
      this.fft.compute(this.frame, this.power);
      for (let band = 0; band < bands; band++) {
        let sum = 0;
        const row = band * bins;
        for (let bin = 0; bin < bins; bin++) sum += this.filters[row + bin]! * this.power[bin]!;
        out[t * bands + band] = sum;
      }
    }
    return out;
  }
}
