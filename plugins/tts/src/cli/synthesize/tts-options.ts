import { extname } from 'node:path';
import { CliError, EXIT_CODES, globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { AUDIO_FORMATS, type AudioFormat, synthesisRequest, type SynthesisRequest, TTS_LIMITS } from '../../index.ts';

/** Files a folder gives: plain text and markdown (read as its text). A file named with --file is read whatever its extension. */
export const TEXT_EXTENSIONS = ['txt', 'md', 'markdown'] as const;

export const DEFAULT_LANGUAGE = 'en';

const range = (name: string, { min, max }: { min: number; max: number }) =>
  z.coerce.number({ error: `Give the ${name} as a number from ${min} to ${max}.` }).min(min, `From ${min} to ${max}.`).max(max, `From ${min} to ${max}.`);

export const ttsOptions = globalOptions.extend({
  /** The positional arguments: the words to say, or folders. */
  inputs: z.array(z.string()).default([]),
  file: z.array(z.string().min(1, 'Give a file name.')).default([]),
  voice: z.string().trim().min(1, 'Give a voice id (speechdeck tts --voices lists them).').optional(),
  /** Absent means English for synthesis, and every language for --voices. */
  language: synthesisRequest.shape.language.optional(),
  format: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(AUDIO_FORMATS, { error: `Choose from ${AUDIO_FORMATS.join(', ')}.` }))
    .optional(),
  rate: range('rate', TTS_LIMITS.rate).optional(),
  pitch: range('pitch', TTS_LIMITS.pitch).optional(),
  out: z.string().min(1).optional(),
  concurrency: z.coerce.number({ error: 'Give a number from 1 to 16.' }).int().min(1).max(16).default(2),
  force: z.boolean().default(false),
  keep: z.boolean().default(false),
  voices: z.boolean().default(false),
});
export type TtsOptions = z.output<typeof ttsOptions>;

/** How to say it: every synthesis request of the run, without its text. */
export type Manner = Omit<SynthesisRequest, 'text' | 'html'> & { format: AudioFormat };

export function mannerOf(options: TtsOptions, format: AudioFormat): Manner {
  return {
    language: options.language ?? DEFAULT_LANGUAGE,
    format,
    ...(options.voice ? { voice: options.voice } : {}),
    ...(options.rate !== undefined ? { rate: options.rate } : {}),
    ...(options.pitch !== undefined ? { pitch: options.pitch } : {}),
  };
}

/**
 * The audio format of one output file: `--format`, else the extension of `--out` when it names an
 * audio file, else wav. An --out whose audio extension contradicts --format is refused: the
 * file would hold one format under another's name.
 */
export function formatOf(format: AudioFormat | undefined, outFile: string | undefined): AudioFormat {
  const extension = outFile ? extname(outFile).slice(1).toLowerCase() : '';
  const named = AUDIO_FORMATS.find((known) => known === extension);
  if (named && format && format !== named) throw new CliError(EXIT_CODES.USAGE, `--out ${outFile} names a .${named} file but --format is ${format}: drop one of them.`);
  return format ?? named ?? 'wav';
}
