import { DEFAULT_OUT_DIR, globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { EXPORT_FORMATS, recognizeQuery } from '../../index.ts';

/** `--format json,srt`: a comma-separated list of export formats, each once. */
export const formatList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.enum(EXPORT_FORMATS, { error: `Choose from ${EXPORT_FORMATS.join(', ')}.` })).min(1, 'Give at least one format.'));

export const recognizeOptions = globalOptions.extend({
  inputs: z.array(z.string()).min(1),
  language: recognizeQuery.shape.language,
  diarize: z.boolean().default(false),
  vad: z.boolean().default(false),
  punct: z.boolean().default(false),
  sentences: z.boolean().default(false),
  oa: z.boolean().default(false),
  engine: recognizeQuery.shape.engine,
  redact: z.boolean().default(false),
  keepOriginal: z.boolean().default(false),
  concurrency: z.coerce.number({ error: 'Give a number from 1 to 16.' }).int().min(1).max(16).default(2),
  out: z.string().min(1).default(DEFAULT_OUT_DIR),
  format: formatList.default(['json', 'srt']),
  force: z.boolean().default(false),
}).refine((options) => options.redact || !options.keepOriginal, { message: '--keep-original goes with --redact.', path: ['keepOriginal'] });
export type RecognizeOptions = z.output<typeof recognizeOptions>;

/** The recognition settings as the host stores them on a result (`options` of the workspace's RecognitionResult), and the engine asked for. */
export function recognitionSettings(options: RecognizeOptions) {
  const { language, diarize: isDiarize, vad, punct, sentences: sentText, oa, engine, redact, keepOriginal } = options;
  return { language, isDiarize, vad, punct, sentText, oa, ...(engine ? { engine } : {}), ...(redact ? { redact, keepOriginal } : {}) };
}
export type RecognitionSettings = ReturnType<typeof recognitionSettings>;
