import { globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { NER_LANGUAGES } from '../../index.ts';

export const nerOptions = globalOptions
  .extend({
    text: z.string().optional(),
    file: z.string().min(1).optional(),
    process: z.string().min(1).optional(),
    /** Absent: English for text and a file, the transcript's own language for a process. */
    language: z.string().trim().toLowerCase().pipe(z.enum(NER_LANGUAGES, { error: 'Choose en or tr.' })).optional(),
  })
  .refine((o) => [o.text, o.file, o.process].filter((x) => x !== undefined).length === 1, { message: 'Give exactly one of <text>, --file or --process.' });
export type NerOptions = z.output<typeof nerOptions>;
