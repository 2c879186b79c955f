import { execFileSync } from 'node:child_process';
import { writeWav } from '@speechdeck/testing';

/**
 * How a test clip reached the embedder. 'other-language' is not applied to a voice's test speech:
 * it labels clean clips of the same person speaking another language (`VoiceSpec.otherLanguage`),
 * and sets no threshold.
 */
export type ProbeCondition = 'clean' | 'noise-15db' | 'telephone' | 'telephone-gsm' | 'other-language';
export const PROBE_CONDITIONS: readonly ProbeCondition[] = ['clean', 'noise-15db', 'telephone', 'telephone-gsm'];
/** The conditions that came through a telephone line: no threshold or setting is chosen on 'telephone-gsm'. */
export const isTelephone = (condition: string) => condition.startsWith('telephone');
/** The conditions the same-speaker threshold is calibrated on: clean and noisy clips of each voice's own test speech. */
export const setsThreshold = (condition: string) => condition === 'clean' || condition === 'noise-15db';

/** Writes the samples under a condition as a 16 kHz mono WAV at `path`. */
export function writeUnderCondition(path: string, samples: Float32Array, condition: ProbeCondition, seed: number): string {
  if (condition === 'clean' || condition === 'other-language') return writeWav(path, samples);
  if (condition === 'noise-15db') return writeWav(path, withPinkNoise(samples, 15, seed));
  // Telephone: 300-3400 Hz, 8 kHz mu-law, back to 16 kHz (the band above 4 kHz is empty). GSM:
  // a mobile call's full-rate codec, 200-3600 Hz, a channel the settings were not chosen on.
  // No dither (-D), so the set is the same every time it is built.
  const clean = writeWav(`${path}.clean.wav`, samples);
  const [narrow, encoding, band] =
    condition === 'telephone' ? [`${path}.8k.wav`, ['-e', 'u-law'], ['highpass', '300', 'lowpass', '3400']] : [`${path}.gsm`, [], ['highpass', '200', 'lowpass', '3600']];
  execFileSync('sox', ['-V1', '-D', clean, '-r', '8000', '-c', '1', ...encoding, narrow, ...band]);
  execFileSync('sox', ['-V1', '-D', narrow, '-r', '16000', '-e', 'signed-integer', '-b', '16', path]);
  return path;
}

/**
 * Pink noise (Paul Kellet's filter over seeded white noise) mixed at `snrDb` below the speech: the
 * speech level is the mean power of its 20 ms frames within 30 dB of the loudest, so pauses do not
 * lower it.
 */
export function withPinkNoise(samples: Float32Array, snrDb: number, seed: number): Float32Array {
  const frame = 320;
  const powers: number[] = [];
  for (let i = 0; i + frame <= samples.length; i += frame) {
    let sum = 0;
    for (let j = i; j < i + frame; j++) sum += samples[j]! * samples[j]!;
    powers.push(sum / frame);
  }
  const peak = Math.max(...powers, 1e-12);
  const speech = powers.filter((p) => p > peak / 1000);
  const speechPower = speech.reduce((a, b) => a + b, 0) / Math.max(1, speech.length);

  let state = seed >>> 0;
  const white = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  const noise = new Float32Array(samples.length);
  let [b0, b1, b2, b3, b4, b5, b6] = [0, 0, 0, 0, 0, 0, 0];
  let noisePower = 0;
  for (let i = 0; i < noise.length; i++) {
    const w = white();
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    noise[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
    noisePower += noise[i]! * noise[i]!;
  }
  noisePower /= Math.max(1, noise.length);
  const gain = Math.sqrt(speechPower / (noisePower * 10 ** (snrDb / 10)));
  return Float32Array.from(samples, (x, i) => x + gain * noise[i]!);
}
