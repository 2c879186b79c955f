import { ApiError, callEndpoint, type HttpClient } from '@speechdeck/core';
import { answerInfo, chatApi, type ChatRequest } from '../contract/chat-api.ts';
import { CHAT_EVENTS, completionChunk, CONVERSATION_HEADER, errorEvent, type ChatStreamEvent } from '../contract/chat-stream.ts';
import { bodyLines, sseEvents } from '../contract/sse-events.ts';

export type ChatClient = ReturnType<typeof createChatClient>;

/** The conversations and a whole (not streamed) answer, over the one HTTP client. */
export function createChatClient(http: HttpClient) {
  return {
    status: () => callEndpoint(http, chatApi.status),
    conversations: () => callEndpoint(http, chatApi.conversations),
    conversation: (id: string) => callEndpoint(http, chatApi.conversation, { params: { id } }),
    rename: (id: string, title: string) => callEndpoint(http, chatApi.rename, { params: { id }, body: { title } }),
    remove: (id: string) => callEndpoint(http, chatApi.remove, { params: { id } }),
    complete: (request: Omit<ChatRequest, 'stream'>) => callEndpoint(http, chatApi.completions, { body: { ...request, stream: false } }),
  };
}

/** Where a streamed answer is asked: the host's base URL ('' for the dashboard's own) and the session. */
export interface ChatStreamTarget {
  baseUrl: string;
  token: string | null;
  /** More headers: the dashboard's X-XSRF-TOKEN. */
  headers?: Record<string, string>;
}

/**
 * POST /api/chat/completions with `stream: true`, read as it comes: the conversation first (even
 * when the call then fails: the question was stored), then
 * each piece of the answer, then the stored answer with its citations. A refusal (4xx, 503 no chat
 * server) and a failure mid-answer throw an ApiError; aborting `signal` stops the host's call upstream.
 */
export async function* streamChat(target: ChatStreamTarget, request: Omit<ChatRequest, 'stream'>, signal?: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  let response: Response;
  try {
    response = await fetch(`${target.baseUrl.replace(/\/+$/, '')}${chatApi.completions.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        ...target.headers,
      },
      body: JSON.stringify({ ...request, stream: true }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, `Cannot reach the host${target.baseUrl ? ` at ${target.baseUrl}` : ''}: ${(error as Error).message}`);
  }
  const conversationId = response.headers.get(CONVERSATION_HEADER);
  if (conversationId) yield { type: 'conversation', conversationId };
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    throw ApiError.fromResponse(response.status, body);
  }
  for await (const { event, data } of sseEvents(bodyLines(response.body))) {
    if (event === CHAT_EVENTS.answer) yield { type: 'answer', info: answerInfo.parse(JSON.parse(data)) };
    else if (event === CHAT_EVENTS.error) {
      const { error } = errorEvent.parse(JSON.parse(data));
      throw new ApiError(error.statusCode, error.message);
    } else if (event === null && data !== '[DONE]') {
      const content = completionChunk.parse(JSON.parse(data)).choices.map((choice) => choice.delta?.content ?? '').join('');
      if (content) yield { type: 'delta', content };
    }
  }
}
