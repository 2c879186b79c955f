import type { ParsedChatRequest, StoredMessage } from '../../contract/chat-api.ts';

/** OpenAI's sampling options, passed to the chat server as the client sent them. */
const SAMPLING = ['temperature', 'top_p', 'max_tokens', 'presence_penalty', 'frequency_penalty', 'seed', 'stop'] as const;

interface UpstreamMessage {
  role: string;
  content: string;
}

/** The newest earlier messages that fit in `chars`, oldest first; an answer is never sent without its question. */
export function recentHistory(messages: readonly StoredMessage[], chars: number): UpstreamMessage[] {
  const kept: UpstreamMessage[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const { role, content } = messages[i]!;
    if (used + content.length > chars) break;
    used += content.length;
    kept.unshift({ role, content });
  }
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/**
 * The chat server's request: the grounding first, the history, the messages sent; the model and the
 * sampling asked for, with `max_tokens` never above the host's.
 */
export function upstreamRequest(request: ParsedChatRequest, parts: { model: string; systemMessage: string | null; history: UpstreamMessage[]; maxTokens: number }) {
  const sampling = Object.fromEntries(SAMPLING.filter((key) => request[key] !== undefined).map((key) => [key, request[key]]));
  sampling.max_tokens = Math.min(request.max_tokens ?? parts.maxTokens, parts.maxTokens);
  return {
    model: parts.model,
    stream: request.stream,
    messages: [
      ...(parts.systemMessage ? [{ role: 'system', content: parts.systemMessage }] : []),
      ...parts.history,
      ...request.messages.map(({ role, content }) => ({ role, content })),
    ],
    ...sampling,
  };
}

/** A new conversation's title: the start of its first question, cut at a word. */
export function titleOf(question: string, max = 60): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text || 'New conversation';
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
