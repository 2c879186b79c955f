// @backends a conversation with its messages, citations and grounding kept in the store of each backend
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { resultsAccess, storeResult } from '@speechdeck/plugin-workspace/testing';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';
import { streamChat } from '../client/chat-client.ts';
import type { Conversation, ConversationSummary } from '../contract/chat-api.ts';
import type { ChatStreamEvent } from '../contract/chat-stream.ts';
import { chatServerPlugin } from './index.ts';
import { startChatDouble, type ChatDouble } from './testing/chat-double.ts';

/*
 * Smoke test on each backend: a question about a transcript of the user's workspace, answered by
 * the loopback chat server (chat has no offline engine), the conversation kept with the answer's
 * citations, read back, listed, and deleted.
 */
let double: ChatDouble;
let host: TestHost;
const access = resultsAccess();
let user = { token: '', id: 0 };

beforeAll(async () => {
  double = await startChatDouble();
  host = await startTestHost({ plugins: [workspaceServerPlugin, chatServerPlugin, access.plugin], env: { SPEECHDECK_CHAT_URL: double.url, SPEECHDECK_CHAT_MODEL: 'llama-test' } });
  user = await confirmedUser(host, 'smoke-chat@example.com');
  await storeResult(access.store(), user.id, 'meeting-1', 'weekly-meeting.wav', [
    [0, 4.2, 'S1', 'Good morning everyone, let us start.'],
    [65.5, 70.25, 'S2', 'The marketing budget is cut by ten percent this quarter.'],
  ]);
});
afterAll(async () => {
  await host?.close();
  await double?.close();
});

async function call<T>(method: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${host.url}${path}`, { method, headers: { authorization: `Bearer ${user.token}` } });
  return { status: response.status, body: (await response.json()) as T };
}

describe(`a conversation on the backends (store ${process.env.SPEECHDECK_TEST_STORE ?? 'sqlite'})`, () => {
  it('keeps a grounded question and its streamed answer with citations, reads them back, and deletes them', async () => {
    double.behave({ kind: 'answer', pieces: ['The budget is cut', ' by ten percent [2].'] });
    const events: ChatStreamEvent[] = [];
    for await (const event of streamChat({ baseUrl: host.url, token: user.token }, { messages: [{ role: 'user', content: 'What happened to the budget?' }], attach: ['meeting-1'] })) events.push(event);
    const answer = events.at(-1)!;
    if (answer.type !== 'answer') throw new Error('the stream does not end with the answer event');
    expect(events.filter((e) => e.type === 'delta').map((e) => e.type === 'delta' && e.content).join('')).toBe('The budget is cut by ten percent [2].');
    expect(answer.info.citations).toEqual([
      { n: 2, processId: 'meeting-1', fn: 'weekly-meeting.wav', start: 65.5, end: 70.25, spk: 'S2', text: 'The marketing budget is cut by ten percent this quarter.' },
    ]);
    expect(double.requests.at(-1)!.body.messages.find((m) => m.role === 'system')!.content).toContain('The marketing budget is cut by ten percent this quarter.');

    const { conversationId } = answer.info;
    const stored = await call<Conversation>('GET', `/api/chat/conversations/${conversationId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'What happened to the budget?', 'complete'],
      ['assistant', 'The budget is cut by ten percent [2].', 'complete'],
    ]);
    expect(stored.body.messages[0]!.grounding).toEqual({ attach: ['meeting-1'], retrieve: false, excerpts: 2, truncated: false });
    expect(stored.body.messages[1]).toMatchObject({ citations: answer.info.citations, model: 'llama-test' });
    expect((await call<{ conversations: ConversationSummary[] }>('GET', '/api/chat/conversations')).body.conversations.map((c) => [c.id, c.title]))
      .toEqual([[conversationId, 'What happened to the budget?']]);

    expect((await call('DELETE', `/api/chat/conversations/${conversationId}`)).status).toBeLessThan(300);
    expect((await call('GET', `/api/chat/conversations/${conversationId}`)).status).toBe(404);
    expect((await call<{ conversations: ConversationSummary[] }>('GET', '/api/chat/conversations')).body.conversations).toEqual([]);
  });
});
