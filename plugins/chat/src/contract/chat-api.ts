import { z } from 'zod';
import { defineEndpoint } from '@speechdeck/core';

const tags = ['chat'];

/**
 * Bounds of one request. Enough for a long question with a pasted page and a few turns of history
 * sent by a client that keeps its own; the grounding's own size is the host's setting.
 */
export const CHAT_LIMITS = {
  messagesMax: 50,
  messageMaxChars: 20_000,
  attachMax: 10,
  titleMaxChars: 120,
} as const;

/** The text of a message: a string, or OpenAI's array of content parts of which only text is taken. */
const messageContent = z
  .union([
    z.string(),
    z.array(z.object({ type: z.literal('text', { error: 'Only text content parts are taken.' }), text: z.string() })),
  ])
  .transform((content) => (typeof content === 'string' ? content : content.map((part) => part.text).join('\n')))
  .pipe(z.string().max(CHAT_LIMITS.messageMaxChars, `A message has at most ${CHAT_LIMITS.messageMaxChars.toLocaleString('en')} characters.`));

export const chatRole = z.enum(['system', 'user', 'assistant']);
export type ChatRole = z.infer<typeof chatRole>;

export const requestMessage = z.object({ role: chatRole, content: messageContent });
export type RequestMessage = z.output<typeof requestMessage>;

/**
 * `POST /api/chat/completions`: OpenAI's chat completion request (the sampling options are passed
 * on as sent) plus ours: the conversation to continue, transcripts to attach and whether to
 * retrieve the user's segments that match the question.
 */
export const chatRequest = z
  .object({
    messages: z
      .array(requestMessage)
      .min(1, 'Send at least one message.')
      .max(CHAT_LIMITS.messagesMax, `Send at most ${CHAT_LIMITS.messagesMax} messages; a conversation keeps its earlier ones.`),
    stream: z.boolean().default(false),
    /** The chat server's model; the host's SPEECHDECK_CHAT_MODEL when left out. */
    model: z.string().min(1).max(200).optional(),
    temperature: z.number().min(0).max(2).optional(),
    top_p: z.number().min(0).max(1).optional(),
    max_tokens: z.number().int().positive().optional(),
    presence_penalty: z.number().min(-2).max(2).optional(),
    frequency_penalty: z.number().min(-2).max(2).optional(),
    seed: z.number().int().optional(),
    stop: z.union([z.string(), z.array(z.string()).max(4)]).optional(),
    /** Continues this conversation of the caller's: its stored messages come before the ones sent. */
    conversationId: z.string().min(1).max(100).optional(),
    /** Transcripts of the caller's workspace results, by processId, given to the model whole (within the grounding size). */
    attach: z.array(z.string().min(1).max(200)).max(CHAT_LIMITS.attachMax, `Attach at most ${CHAT_LIMITS.attachMax} transcripts.`).default([]),
    /** Searches the caller's segments for the question's words and gives the model the best ones. */
    retrieve: z.boolean().default(false),
  })
  .refine((request) => request.messages.at(-1)?.role === 'user', { message: 'The last message is the user\'s question.', path: ['messages'] });
export type ChatRequest = z.input<typeof chatRequest>;
export type ParsedChatRequest = z.output<typeof chatRequest>;

/** Where an answer's [n] points: an excerpt of one of the user's results, with its moment. */
export const citation = z.object({
  /** The number the answer cites it by. */
  n: z.number().int().positive(),
  processId: z.string(),
  fn: z.string(),
  /** Seconds from the start of the recording. */
  start: z.number(),
  end: z.number(),
  spk: z.string().nullable(),
  /** The excerpt's words, cut to a few hundred characters. */
  text: z.string(),
});
export type Citation = z.infer<typeof citation>;

/** What grounded a question: the transcripts attached and whether segments were retrieved. */
export const grounding = z.object({
  attach: z.array(z.string()),
  retrieve: z.boolean(),
  /** Excerpts the model was given. */
  excerpts: z.number().int(),
  /** Some of the attached transcripts did not fit in the grounding size. */
  truncated: z.boolean(),
});
export type Grounding = z.infer<typeof grounding>;

/** 'interrupted': the client left or the chat server failed mid-answer; what came is kept. */
export const messageStatus = z.enum(['complete', 'interrupted']);

export const storedMessage = z.object({
  id: z.number().int(),
  role: chatRole,
  content: z.string(),
  createdAt: z.string(),
  status: messageStatus,
  /** On the assistant's answers. */
  citations: z.array(citation),
  model: z.string().nullable(),
  /** On the user's questions. */
  grounding: grounding.nullable(),
});
export type StoredMessage = z.infer<typeof storedMessage>;

export const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversation = conversationSummary.extend({ messages: z.array(storedMessage) });
export type Conversation = z.infer<typeof conversation>;

/** What ours adds to an answer: the `speechdeck` field of a JSON answer, the `speechdeck.answer` event of a stream. */
export const answerInfo = z.object({
  conversationId: z.string(),
  /** The stored answer (absent when nothing was answered). */
  messageId: z.number().int().nullable(),
  citations: z.array(citation),
  grounding,
});
export type AnswerInfo = z.infer<typeof answerInfo>;

/** A non-streamed answer: the chat server's chat.completion as it sent it, plus ours. */
export const chatCompletion = z
  .object({
    choices: z.array(z.object({ message: z.object({ role: z.string(), content: z.string().nullable() }) }).loose()),
    speechdeck: answerInfo,
  })
  .loose();
export type ChatCompletion = z.infer<typeof chatCompletion>;

export const chatStatus = z.object({
  /** False until the operator sets SPEECHDECK_CHAT_URL. */
  configured: z.boolean(),
  /** The variable to set when not configured. */
  setting: z.string(),
  model: z.string().nullable(),
  /** Characters of excerpts one question is grounded on. */
  contextChars: z.number().int(),
  maxMessages: z.number().int(),
});
export type ChatStatus = z.infer<typeof chatStatus>;

const conversationParams = z.object({ id: z.string().min(1).max(100) });

export const chatApi = {
  /** `stream: true` answers text/event-stream (OpenAI's chunks, our `speechdeck.*` events, `data: [DONE]`). */
  completions: defineEndpoint({
    method: 'POST', path: '/api/chat/completions', access: 'user', tags,
    summary: 'An OpenAI-compatible chat completion grounded on the caller\'s transcripts (attach, retrieve), kept in a conversation; streamed as server-sent events when stream is true.',
    body: chatRequest, response: chatCompletion,
  }),
  status: defineEndpoint({
    method: 'GET', path: '/api/chat/status', access: 'user', tags,
    summary: 'Whether a chat server is configured, its model and the grounding size.',
    response: chatStatus,
  }),
  conversations: defineEndpoint({
    method: 'GET', path: '/api/chat/conversations', access: 'user', tags,
    summary: 'The caller\'s conversations, most recently active first.',
    response: z.object({ conversations: z.array(conversationSummary) }),
  }),
  conversation: defineEndpoint({
    method: 'GET', path: '/api/chat/conversations/{id}', access: 'user', tags,
    summary: 'One of the caller\'s conversations with its messages and their citations.',
    params: conversationParams, response: conversation,
  }),
  rename: defineEndpoint({
    method: 'PATCH', path: '/api/chat/conversations/{id}', access: 'user', tags,
    summary: 'Sets the title of one of the caller\'s conversations.',
    params: conversationParams,
    body: z.object({
      title: z.string().trim().min(1, 'Give the conversation a title.').max(CHAT_LIMITS.titleMaxChars, `A title has at most ${CHAT_LIMITS.titleMaxChars} characters.`),
    }),
    response: conversationSummary,
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: '/api/chat/conversations/{id}', access: 'user', tags,
    summary: 'Deletes one of the caller\'s conversations and its messages.',
    params: conversationParams, response: z.object({ deleted: z.literal(true) }),
  }),
} as const;
