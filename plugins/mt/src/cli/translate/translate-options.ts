import { globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { languageCode, mtEngine, TRANSCRIPT_FORMATS } from '../../index.ts';

/** `speechdeck translate`: exactly one input (text, --file or --process), the pair, and how to print. */
export const translateOptions = globalOptions
  .extend({
    text: z.array(z.string()).default([]),
    file: z.string().min(1).optional(),
    process: z.string().trim().min(1).optional(),
    from: languageCode.optional(),
    to: languageCode,
    engine: mtEngine.optional(),
    format: z.enum(TRANSCRIPT_FORMATS, { error: `Choose a format: ${TRANSCRIPT_FORMATS.join(', ')}.` }).optional(),
  })
  .superRefine((options, context) => {
    const inputs = [options.text.length > 0, options.file !== undefined, options.process !== undefined].filter(Boolean).length;
    if (inputs !== 1) context.addIssue({ code: 'custom', path: ['text'], message: 'Give exactly one input: the text, --file F or --process ID.' });
    if (options.format && options.format !== 'txt' && options.process === undefined) {
      context.addIssue({ code: 'custom', path: ['format'], message: 'Text has no times: --format srt or vtt needs a transcript (--process ID).' });
    }
  });
export type TranslateOptions = z.output<typeof translateOptions>;
