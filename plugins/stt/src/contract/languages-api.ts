import { z } from 'zod';
import { defineEndpoint } from '@speechdeck/core';

export const servedLanguages = z.object({
  /** ISO 639-1 codes with a recognizer of their own here, e.g. ['en']. */
  languages: z.array(z.string()),
  /** True when a recognizer takes every other language too (SPEECHDECK_ASR_OTHER). */
  anyLanguage: z.boolean(),
});
export type ServedLanguages = z.infer<typeof servedLanguages>;

export const sttLanguagesApi = {
  languages: defineEndpoint({
    method: 'GET', path: '/api/stt/languages', access: 'public', tags: ['stt'],
    summary: 'The languages this host can recognize, so clients can say so before anything is uploaded.',
    response: servedLanguages,
  }),
} as const;
