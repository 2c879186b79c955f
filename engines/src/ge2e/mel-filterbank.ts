/**
 * librosa.filters.mel with its defaults (htk=False, norm='slaney'), which Resemblyzer's front end
 * uses: Slaney's mel scale (linear to 1 kHz, logarithmic above), triangles between neighbouring mel
 * points over the FFT bins, each scaled to unit area (2 / its width in Hz). The GE2E network was
 * trained on exactly these bands, so they are reproduced rather than approximated.
 */

const F_SP = 200 / 3;
const MIN_LOG_HZ = 1000;
const MIN_LOG_MEL = MIN_LOG_HZ / F_SP;
const LOG_STEP = Math.log(6.4) / 27;

export const slaneyMel = (hz: number) => (hz >= MIN_LOG_HZ ? MIN_LOG_MEL + Math.log(hz / MIN_LOG_HZ) / LOG_STEP : hz / F_SP);
export const slaneyHz = (mel: number) => (mel >= MIN_LOG_MEL ? MIN_LOG_HZ * Math.exp(LOG_STEP * (mel - MIN_LOG_MEL)) : F_SP * mel);

/** Row-major [bands][fftSize/2 + 1] weights, rounded to float32 as librosa's are. */
export function melFilterbank(sampleRate: number, fftSize: number, bands: number, lowHz = 0, highHz = sampleRate / 2): Float32Array {
  const bins = fftSize / 2 + 1;
  const low = slaneyMel(lowHz);
  const high = slaneyMel(highHz);
  const points = Array.from({ length: bands + 2 }, (_, i) => slaneyHz(low + ((high - low) * i) / (bands + 1)));
  const weights = new Float32Array(bands * bins);
  for (let band = 0; band < bands; band++) {
    const [left, centre, right] = [points[band]!, points[band + 1]!, points[band + 2]!];
    const area = 2 / (right - left);
    for (let bin = 0; bin < bins; bin++) {
      const hz = (bin * sampleRate) / fftSize;
      const rising = (hz - left) / (centre - left);
      const falling = (right - hz) / (right - centre);
      weights[band * bins + bin] = Math.max(0, Math.min(rising, falling)) * area;
    }
  }
  return weights;
}
