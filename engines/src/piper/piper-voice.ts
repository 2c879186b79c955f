import { writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { monoWavHeader, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { EspeakPhonemizer } from './espeak-phonemizer.ts';
import { inferenceThreadFor } from './inference-thread.ts';
import { phonemeIds } from './phoneme-ids.ts';
import { readPiperConfig, type PiperConfig } from './piper-config.ts';

/** The pause between sentences: the `--sentence_silence` default of the Piper program. */
export const SENTENCE_SILENCE_SEC = 0.2;

export interface PiperSpeakOptions {
  /** The pace: 1 is the voice's own, 2 twice as fast (the model's length scale divided by it). */
  rate?: number;
  signal?: AbortSignal;
}

export interface PiperVoiceFiles {
  /** The voice's ONNX model. */
  model: string;
  /** Its JSON config, `<model>.json` in Piper's voices. */
  config: string;
}

/**
 * A Piper voice (a VITS model exported to ONNX, with its JSON config), run by our own code, not
 * the Piper program: text -> phonemes (espeak-ng, as a separate program) -> the config's phoneme
 * ids -> the model in onnxruntime-node -> a mono 16-bit WAV at the voice's rate. Each sentence is
 * synthesized on its own and brought to full scale, as Piper does, with a short pause between.
 */
export class PiperVoice {
  private readonly phonemizer: EspeakPhonemizer;

  private constructor(
    private readonly files: PiperVoiceFiles,
    readonly config: PiperConfig,
    tools: { processes: ProcessRunner; espeakBin: string },
  ) {
    this.phonemizer = new EspeakPhonemizer({ processes: tools.processes, bin: tools.espeakBin, voice: config.espeakVoice });
  }

  /** Reads the voice's config; the model loads in its thread at the first sentence, once per process. */
  static async open(files: PiperVoiceFiles, tools: { processes: ProcessRunner; espeakBin: string }): Promise<PiperVoice> {
    return new PiperVoice(files, await readPiperConfig(files.config), tools);
  }

  /**
   * An installed model (models/manifest.json) as a voice: its files hash-checked by the host's
   * models (once per process), the model being its one `.onnx` file and the config beside it.
   * Throws the host's 503 naming the model and the install command when it is missing.
   */
  static async load(models: InstalledModels, modelId: string, tools: { processes: ProcessRunner; espeakBin: string }): Promise<PiperVoice> {
    const model = await models.load(modelId);
    const onnx = model.info.files.find((file) => file.name.endsWith('.onnx'));
    if (!onnx) throw new Error(`The model ${modelId} has no .onnx file: it is not a Piper voice.`);
    return PiperVoice.open({ model: model.file(onnx.name), config: model.file(`${onnx.name}.json`) }, tools);
  }

  get sampleRate(): number {
    return this.config.sampleRate;
  }

  /** The phoneme ids of each sentence of the text, as the model takes them. */
  async phonemeIds(text: string, scratchDir: string, signal?: AbortSignal): Promise<number[][]> {
    const sentences = await this.phonemizer.sentences(text, scratchDir, signal);
    return sentences.map((phonemes) => phonemeIds(phonemes, this.config.phonemeIds));
  }

  /** Writes the text as a mono 16-bit PCM WAV at the voice's sample rate; answers its duration. */
  async synthesize(text: string, outWav: string, options: PiperSpeakOptions = {}): Promise<{ durationSec: number }> {
    const { signal, rate = 1 } = options;
    const { noiseScale, lengthScale, noiseW, sampleRate } = this.config;
    const sentences = await this.phonemeIds(text, dirname(resolve(outWav)), signal);
    const thread = inferenceThreadFor(this.files.model);
    const pause = Buffer.alloc(Math.round(SENTENCE_SILENCE_SEC * sampleRate) * 2);
    const parts: Buffer[] = [];
    for (const [i, ids] of sentences.entries()) {
      const audio = await thread.run(ids, [noiseScale, lengthScale / rate, noiseW], signal);
      if (i > 0) parts.push(pause);
      parts.push(toPcm16(audio));
    }
    const data = Buffer.concat(parts);
    await writeFile(outWav, Buffer.concat([monoWavHeader(sampleRate, data.length), data]));
    return { durationSec: data.length / 2 / sampleRate };
  }
}

/** Float audio to 16-bit samples, brought to full scale first (Piper's normalize_audio); silence stays silence. */
function toPcm16(audio: Float32Array): Buffer {
  let peak = 0;
  for (const sample of audio) peak = Math.max(peak, Math.abs(sample));
  const gain = peak < 1e-8 ? 0 : 1 / peak;
  const out = Buffer.alloc(audio.length * 2);
  for (const [i, sample] of audio.entries()) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample * gain)) * 32767), i * 2);
  return out;
}
