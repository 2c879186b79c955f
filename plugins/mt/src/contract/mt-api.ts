import { z } from 'zod';
import { defineEndpoint } from '@speechdeck/core';

const tags = ['mt'];

/** The engines a host can translate with, in the order it prefers them when the caller names none. */
export const MT_ENGINES = ['apertium', 'libretranslate', 'openai'] as const;
export const mtEngine = z.enum(MT_ENGINES, { error: `Choose an engine: ${MT_ENGINES.join(', ')}.` });
export type MtEngine = z.infer<typeof mtEngine>;

/**
 * What one call translates. Text: 20,000 characters (a few pages; every engine answers it well within
 * its timeout). A transcript: 200,000 characters of segment text (more than an hour of speech).
 */
export const MT_LIMITS = { textMaxChars: 20_000, transcriptMaxChars: 200_000 } as const;

/** ISO 639-1 where there is one ('en', 'es'), else 639-2/3; a region or script after a hyphen ('pt-BR', 'zh-Hans'). */
export const languageCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Use a language code such as en or es.');

/** One direction one engine translates. */
export const languagePair = z.object({ engine: mtEngine, source: z.string(), target: z.string() });
export type LanguagePair = z.infer<typeof languagePair>;

export const servedPairs = z.object({
  pairs: z.array(languagePair),
  /** Engines configured here that cannot say what they serve right now (a remote server down), and why. */
  unavailable: z.array(z.object({ engine: mtEngine, message: z.string() })),
});
export type ServedPairs = z.infer<typeof servedPairs>;

export const translateRequest = z
  .object({
    /** Typed or pasted text; or `processId`, never both. */
    text: z.string().max(MT_LIMITS.textMaxChars, `The text has more than ${MT_LIMITS.textMaxChars.toLocaleString('en')} characters: translate it in parts.`).optional(),
    /** A finished transcript of the caller's workspace. */
    processId: z.string().trim().min(1, 'The process id is empty.').max(200).optional(),
    /** Required with text; for a transcript it defaults to the transcript's language. */
    source: languageCode.optional(),
    target: languageCode,
    /** Absent: the first engine (in MT_ENGINES order) that serves the pair. */
    engine: mtEngine.optional(),
  })
  .superRefine((request, context) => {
    const hasText = request.text !== undefined;
    if (hasText === (request.processId !== undefined)) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'Send either text or a processId (one of them).' });
    } else if (hasText && request.text!.trim() === '') {
      context.addIssue({ code: 'custom', path: ['text'], message: 'The text is empty.' });
    } else if (hasText && request.source === undefined) {
      context.addIssue({ code: 'custom', path: ['source'], message: 'Say which language the text is in (source), e.g. en.' });
    }
  });
export type TranslateRequest = z.input<typeof translateRequest>;

/** A transcript segment with its translation, at its original place and time. */
export const translatedSegment = z.object({
  position: z.number().int().min(0),
  start: z.number(),
  end: z.number(),
  spk: z.string().nullable(),
  /** The segment's text as recognized. */
  original: z.string(),
  /** Its translation. */
  text: z.string(),
});
export type TranslatedSegment = z.infer<typeof translatedSegment>;

export const translation = z.object({
  engine: mtEngine,
  source: z.string(),
  target: z.string(),
  /** The translated text; for a transcript, its segments' translations one per line. */
  text: z.string(),
  /** For a transcript: which one, and its segments translated; null for text. */
  transcript: z
    .object({ processId: z.string(), fn: z.string(), duration: z.number(), segments: z.array(translatedSegment) })
    .nullable(),
});
export type Translation = z.infer<typeof translation>;

export const mtApi = {
  languages: defineEndpoint({
    method: 'GET', path: '/api/mt/languages', access: 'user', tags,
    summary: 'The language pairs this host translates, per engine ({engine, source, target}), and the configured engines that cannot answer now.',
    response: servedPairs,
  }),
  translate: defineEndpoint({
    method: 'POST', path: '/api/mt/translate', access: 'user', tags,
    summary: 'Translates `text`, or the transcript `processId` of the caller\'s workspace segment by segment (times, speakers and positions kept), from `source` to `target`; `engine` picks one.',
    body: translateRequest, response: translation,
  }),
} as const;
