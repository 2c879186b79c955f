import { z } from 'zod';
import type { AnswerInfo } from './chat-api.ts';

/**
 * The names of our events in a streamed answer. A plain OpenAI client reads only the unnamed
 * `data:` chunks and skips these; `error` is what OpenAI's own streams send on a failure.
 */
export const CHAT_EVENTS = {
  /** Last, before `data: [DONE]`: the stored answer and its citations. */
  answer: 'speechdeck.answer',
  error: 'error',
} as const;

/** Set on every answer that stored the question, failures included, so a client can open the conversation. */
export const CONVERSATION_HEADER = 'x-speechdeck-conversation-id';
export const errorEvent = z.object({ error: z.object({ message: z.string(), statusCode: z.number().int() }) });

/** The part of an OpenAI chunk a reader wants: the text it adds. */
export const completionChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).loose().optional() }).loose()).default([]),
}).loose();

/** A streamed answer as a client reads it. */
export type ChatStreamEvent =
  /** First, from the answer's header, even when the call then fails: where the question was stored. */
  | { type: 'conversation'; conversationId: string }
  | { type: 'delta'; content: string }
  | { type: 'answer'; info: AnswerInfo };
