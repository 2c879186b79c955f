import { z } from 'zod';
import { SettingsError } from '@speechdeck/core/server';

/** An unset variable and an empty one mean the same: no chat server. */
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The chat service's settings (the root README's settings table). */
export const chatSettings = z.object({
  /** The OpenAI-compatible server's base URL, with or without its `/v1`: http://127.0.0.1:11434/v1 (Ollama). */
  SPEECHDECK_CHAT_URL: optionalText(z.url()),
  SPEECHDECK_CHAT_API_KEY: optionalText(z.string().min(1)),
  SPEECHDECK_CHAT_MODEL: optionalText(z.string().min(1)),
  /** For one whole answer, streamed or not: a small local model on CPU writes a long answer slowly. */
  SPEECHDECK_CHAT_TIMEOUT_SECONDS: z.coerce.number().positive().default(180),
  /**
   * Characters of transcript excerpts one question is grounded on. 12,000 (about 3,000 tokens)
   * leaves room for the history and the answer in a 8k-token context, the smallest common default.
   */
  SPEECHDECK_CHAT_CONTEXT_CHARS: z.coerce.number().int().min(1000).max(1_000_000).default(12_000),
  /** Characters of earlier messages the model is sent, newest first; older ones stay stored but unsent. */
  SPEECHDECK_CHAT_HISTORY_CHARS: z.coerce.number().int().min(1000).max(1_000_000).default(16_000),
  /**
   * Tokens one answer may have: sent as `max_tokens` (a client's lower figure is kept), and an
   * answer is cut at ANSWER_CHARS_PER_TOKEN characters a token where a server writes on regardless.
   */
  SPEECHDECK_CHAT_MAX_ANSWER_TOKENS: z.coerce.number().int().min(16).max(131_072).default(4096),
  /** Messages one conversation holds; past it the user starts a new one. */
  SPEECHDECK_CHAT_MAX_MESSAGES: z.coerce.number().int().min(2).max(10_000).default(200),
  /** Segments `retrieve` takes from the user's workspace, best first. */
  SPEECHDECK_CHAT_RETRIEVE_SEGMENTS: z.coerce.number().int().min(1).max(100).default(12),
});
export type ChatSettings = z.output<typeof chatSettings>;

/** Twice a token's usual four characters: an answer within its tokens is never cut by this. */
export const ANSWER_CHARS_PER_TOKEN = 8;
export const maxAnswerChars = (settings: ChatSettings) => settings.SPEECHDECK_CHAT_MAX_ANSWER_TOKENS * ANSWER_CHARS_PER_TOKEN;

/** A server named without the model to ask it for is an operator's mistake, reported at start. */
export function checkChatSettings(settings: ChatSettings): ChatSettings {
  if (settings.SPEECHDECK_CHAT_URL && !settings.SPEECHDECK_CHAT_MODEL) {
    throw new SettingsError('SPEECHDECK_CHAT_MODEL', 'not set, but SPEECHDECK_CHAT_URL names a chat server: set the model to ask it for (e.g. llama3.2)');
  }
  return settings;
}
