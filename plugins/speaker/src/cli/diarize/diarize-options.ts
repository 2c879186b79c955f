import { DEFAULT_OUT_DIR, globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { SV_LIMITS } from '../../index.ts';
import { concurrencyOption } from '../shared/concurrency-option.ts';

/** The analysis as the host answers it, NIST RTTM for scoring tools, SRT subtitles of who speaks. */
export const ANALYSIS_FORMATS = ['json', 'rttm', 'srt'] as const;
export type AnalysisFormat = (typeof ANALYSIS_FORMATS)[number];

/** `--format json,rttm`: a comma-separated list of formats, each once. */
const formatList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.enum(ANALYSIS_FORMATS, { error: `Choose from ${ANALYSIS_FORMATS.join(', ')}.` })).min(1, 'Give at least one format.'));

const speakersHint = `Give the number of speakers, 1 to ${SV_LIMITS.speakersMax}.`;

export const diarizeOptions = globalOptions.extend({
  inputs: z.array(z.string()).min(1),
  /** The known speaker count; absent, the diarizer estimates it. */
  speakers: z.coerce.number({ error: speakersHint }).int(speakersHint).min(1, speakersHint).max(SV_LIMITS.speakersMax, speakersHint).optional(),
  track: z.boolean().default(false),
  format: formatList.default([...ANALYSIS_FORMATS]),
  out: z.string().min(1).default(DEFAULT_OUT_DIR),
  concurrency: concurrencyOption,
  force: z.boolean().default(false),
  keep: z.boolean().default(false),
});
export type DiarizeOptions = z.output<typeof diarizeOptions>;
