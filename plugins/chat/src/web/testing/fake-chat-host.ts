import { vi } from 'vitest';
import type { Conversation, ConversationSummary, StoredMessage } from '../../contract/chat-api.ts';
import { sseFrame } from '../../contract/sse-events.ts';
import type { FakeRoutes } from './render-with-platform.tsx';

const AT = '2026-11-23T09:00:00.000Z';

export const summaryOf = ({ messages, ...rest }: Conversation): ConversationSummary => ({ ...rest, messageCount: messages.length });

export const message = (id: number, role: StoredMessage['role'], content: string, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  id, role, content, createdAt: AT, status: 'complete', citations: [], model: role === 'assistant' ? 'llama-test' : null, grounding: null, ...extra,
});

export const result = (processId: string, fn: string, { language = 'en', preview = 'good morning everyone' } = {}) => ({
  processId, userId: 7, fn, language, status: 'done' as const, error: null, progress: 1, duration: 80, createdAt: AT,
  options: { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: false }, segmentCount: 2, speakers: ['S1'], preview,
  notes: [], engine: 'pocketsphinx',
});

/**
 * The host's chat calls answered from a list of conversations it keeps, the workspace's results
 * list, and the streamed completion from a ReadableStream the test writes into.
 */
export function fakeChatHost({ configured = true, conversations = [] as Conversation[], results = [result('meeting-1', 'weekly-meeting.wav'), result('call-2', 'supplier-call.mp3')] } = {}) {
  const kept = [...conversations];
  const routes: FakeRoutes = {
    'GET /api/chat/status': () => ({ configured, setting: 'SPEECHDECK_CHAT_URL', model: configured ? 'llama-test' : null, contextChars: 12_000, maxMessages: 200 }),
    'GET /api/chat/conversations': () => ({ conversations: kept.map(summaryOf) }),
    'GET /api/chat/conversations/{id}': (call) => {
      const found = kept.find((c) => c.id === (call.params as { id: string }).id);
      if (!found) throw new Error('no such conversation');
      return found;
    },
    'PATCH /api/chat/conversations/{id}': (call) => {
      const found = kept.find((c) => c.id === (call.params as { id: string }).id)!;
      found.title = (call.body as { title: string }).title;
      return summaryOf(found);
    },
    'DELETE /api/chat/conversations/{id}': (call) => {
      kept.splice(kept.findIndex((c) => c.id === (call.params as { id: string }).id), 1);
      return { deleted: true };
    },
    'GET /api/elastic/getResponseFromElastic': () => results,
  };
  return { routes, kept };
}

/** A streamed answer the test writes event by event: `fetch` is stubbed to answer it. */
export function streamedAnswer({ status = 200, conversationId = 'c-new', body }: { status?: number; conversationId?: string; body?: unknown } = {}) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const fetch = vi.fn(async () => new Response(status === 200 ? stream : JSON.stringify(body), {
    status, headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json', 'x-speechdeck-conversation-id': conversationId },
  }));
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** What the page sent. */
    sent: () => JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>,
    chunk: (content: string) => controller.enqueue(encoder.encode(sseFrame(JSON.stringify({ choices: [{ index: 0, delta: { content } }] })))),
    end: (info: unknown) => {
      controller.enqueue(encoder.encode(sseFrame(JSON.stringify(info), 'speechdeck.answer') + sseFrame('[DONE]')));
      controller.close();
    },
  };
}
