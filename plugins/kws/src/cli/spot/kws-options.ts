import { DEFAULT_OUT_DIR, globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { keywordList, spotLanguage, threshold } from '../../index.ts';

/** The hits as the host answers them (with what was searched), and a table of them. */
export const SPOT_FORMATS = ['json', 'csv'] as const;
export type SpotFormat = (typeof SPOT_FORMATS)[number];

/** `--format json,csv`: a comma-separated list of formats, each once. */
const formatList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.enum(SPOT_FORMATS, { error: `Choose from ${SPOT_FORMATS.join(', ')}.` })).min(1, 'Give at least one format.'));

export const kwsOptions = globalOptions
  .extend({
    inputs: z.array(z.string()).min(1),
    /** As the API takes them: comma-separated, or a JSON array with a threshold per keyword. */
    keywords: keywordList,
    /** One threshold for every keyword that has none of its own; absent, each gets the default for its length. */
    threshold: threshold.optional(),
    language: spotLanguage.default('en'),
    format: formatList.default([...SPOT_FORMATS]),
    out: z.string().min(1).default(DEFAULT_OUT_DIR),
    concurrency: z.coerce.number({ error: 'Give a number from 1 to 16.' }).int().min(1).max(16).default(2),
    force: z.boolean().default(false),
  })
  .transform(({ keywords, threshold: shared, ...options }) => ({
    ...options,
    keywords: keywords.map((entry) => (entry.threshold === undefined && shared !== undefined ? { ...entry, threshold: shared } : entry)),
  }));
export type KwsOptions = z.output<typeof kwsOptions>;
