import { DEFAULT_OUT_DIR, globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { medQuery } from '../../index.ts';

/** What `speechdeck med` writes per file: the result with its terms, the terms as CSV, and the host's subtitle and text exports. */
export const MED_FORMATS = ['json', 'csv', 'srt', 'vtt', 'txt'] as const;
export type MedFormat = (typeof MED_FORMATS)[number];

/** The output's name suffix: `a.wav.med.json`, apart from what `speechdeck recognize` writes beside it. */
export const outputFormat = (format: MedFormat) => `med.${format}` as const;

const formatList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.enum(MED_FORMATS, { error: `Choose from ${MED_FORMATS.join(', ')}.` })).min(1, 'Give at least one format.'));

export const medOptions = globalOptions.extend({
  inputs: z.array(z.string()).min(1),
  language: medQuery.shape.language,
  concurrency: z.coerce.number({ error: 'Give a number from 1 to 16.' }).int().min(1).max(16).default(2),
  out: z.string().min(1).default(DEFAULT_OUT_DIR),
  format: formatList.default(['json', 'csv']),
  force: z.boolean().default(false),
});
export type MedOptions = z.output<typeof medOptions>;
