import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * The part of a Piper voice's JSON config (`<voice>.onnx.json`) that synthesis needs. Defaults
 * are Piper's own, for configs that leave a setting out.
 */
const configSchema = z.object({
  audio: z.object({ sample_rate: z.number().int().positive() }),
  espeak: z.object({ voice: z.string().regex(/^[\w-]+$/, 'an espeak-ng voice name such as en-us') }),
  inference: z
    .object({
      noise_scale: z.number().nonnegative().default(0.667),
      length_scale: z.number().positive().default(1),
      noise_w: z.number().nonnegative().default(0.8),
    })
    .prefault({}),
  // Text-type and pinyin voices phonemize otherwise; this runner speaks espeak-ng's phonemes only.
  phoneme_type: z.literal('espeak').default('espeak'),
  phoneme_id_map: z.record(z.string(), z.array(z.number().int().nonnegative()).min(1)),
  num_speakers: z.number().int().positive().default(1),
});

export interface PiperConfig {
  /** Hz of the audio the model makes, e.g. 22050. */
  sampleRate: number;
  /** The espeak-ng voice that phonemizes its text, e.g. 'en-us'. */
  espeakVoice: string;
  /** Generator noise, phoneme length (above 1 slower) and phoneme width noise: the model's `scales` input. */
  noiseScale: number;
  lengthScale: number;
  noiseW: number;
  /** One phoneme (a code point, or Piper's '^' '$' '_') to its ids. */
  phonemeIds: ReadonlyMap<string, readonly number[]>;
}

/** Reads and checks a Piper voice config; a config this runner cannot follow throws, naming the file. */
export async function readPiperConfig(path: string): Promise<PiperConfig> {
  const parsed = configSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a Piper voice config this runner can use: ${z.prettifyError(parsed.error)}`);
  const config = parsed.data;
  // A multi-speaker voice needs a speaker id input; none is installed, so none is supported.
  if (config.num_speakers !== 1) throw new Error(`${path}: voices with ${config.num_speakers} speakers are not supported, only single-speaker ones.`);
  const phonemeIds = new Map(Object.entries(config.phoneme_id_map));
  for (const symbol of ['^', '$', '_']) {
    if (!phonemeIds.has(symbol)) throw new Error(`${path}: its phoneme_id_map has no '${symbol}', which every Piper voice has.`);
  }
  return {
    sampleRate: config.audio.sample_rate,
    espeakVoice: config.espeak.voice,
    noiseScale: config.inference.noise_scale,
    lengthScale: config.inference.length_scale,
    noiseW: config.inference.noise_w,
    phonemeIds,
  };
}
