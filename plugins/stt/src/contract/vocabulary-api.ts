import { z } from 'zod';
import { defineEndpoint, userIdQuery } from '@speechdeck/core';

/** A user's list: at most this many words or phrases (pocketsphinx gets each one's words; Whisper the first that fit 600 characters). */
export const VOCABULARY_MAX_WORDS = 500;
/** Characters of a word or phrase, and of each way it sounds. */
export const VOCABULARY_MAX_CHARS = 64;
/** Ways a word may be said, besides its spelling. */
export const VOCABULARY_MAX_SOUNDS_LIKE = 3;

/**
 * Letters, digits, spaces, inner hyphens, apostrophes and dots: what the recognizers can write and
 * espeak-ng can say. No comma or colon, which the CLI's word file uses to separate a word from its
 * sounds-like spellings.
 */
const spelled = z
  .string()
  .trim()
  .min(1, 'A word cannot be empty.')
  .max(VOCABULARY_MAX_CHARS, `Keep each word to ${VOCABULARY_MAX_CHARS} characters.`)
  .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N}' .-]*[\p{L}\p{N}.])?$/u, 'Use letters, digits, spaces, hyphens, apostrophes and dots, starting with a letter or digit.')
  .transform((text) => text.replace(/\s+/g, ' '));

export const vocabularyWord = z.object({
  text: spelled,
  /** How it is said, spelled as ordinary words ("zuh relto" for Xarelto): pocketsphinx takes each as another pronunciation. */
  soundsLike: z.array(spelled).max(VOCABULARY_MAX_SOUNDS_LIKE, `At most ${VOCABULARY_MAX_SOUNDS_LIKE} sounds-like spellings per word.`).optional(),
});
export type VocabularyWord = z.infer<typeof vocabularyWord>;

export const vocabularyBody = z.object({
  words: z
    .array(vocabularyWord)
    .max(VOCABULARY_MAX_WORDS, `At most ${VOCABULARY_MAX_WORDS} words.`)
    .superRefine((words, context) => {
      const seen = new Set<string>();
      for (const [index, { text }] of words.entries()) {
        const key = text.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'text'], message: `'${text}' is in the list twice.` });
        seen.add(key);
      }
    }),
});
export type VocabularyBody = z.input<typeof vocabularyBody>;

export const vocabularyList = z.object({
  words: z.array(vocabularyWord),
  /** When the list was last saved; null before the first. */
  updatedAt: z.string().nullable(),
});
export type VocabularyList = z.infer<typeof vocabularyList>;

const tags = ['stt'];

export const sttVocabularyApi = {
  getVocabulary: defineEndpoint({
    method: 'GET', path: '/api/stt/vocabulary', access: 'user', tags,
    summary: 'Your own vocabulary: the words your recognitions listen for (an admin may name a userId).',
    query: z.object({ userId: userIdQuery }), response: vocabularyList,
  }),
  putVocabulary: defineEndpoint({
    method: 'PUT', path: '/api/stt/vocabulary', access: 'user', tags,
    summary: `Replace your vocabulary (at most ${VOCABULARY_MAX_WORDS} words of ${VOCABULARY_MAX_CHARS} characters, ${VOCABULARY_MAX_SOUNDS_LIKE} sounds-like spellings each); used by your recognitions from the next one on.`,
    query: z.object({ userId: userIdQuery }), body: vocabularyBody, response: vocabularyList,
  }),
} as const;
