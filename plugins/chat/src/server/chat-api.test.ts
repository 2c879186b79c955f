import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import type { ChatCompletion, Conversation, ConversationSummary } from '../contract/chat-api.ts';
import { bodyLines, sseEvents, type SseEvent } from '../contract/sse-events.ts';
import { streamChat, type ChatStreamTarget } from '../client/chat-client.ts';
import type { ChatStreamEvent } from '../contract/chat-stream.ts';
import { chatServerPlugin } from './index.ts';
import { startChatDouble, type ChatDouble } from './testing/chat-double.ts';
import { resultsAccess, storeResult } from '@speechdeck/plugin-workspace/testing';

let double: ChatDouble;
let host: TestHost;
const access = resultsAccess();
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };

beforeAll(async () => {
  double = await startChatDouble();
  host = await startTestHost({
    plugins: [workspaceServerPlugin, chatServerPlugin, access.plugin],
    env: { SPEECHDECK_CHAT_URL: double.url, SPEECHDECK_CHAT_MODEL: 'llama-test', SPEECHDECK_CHAT_API_KEY: 'sk-chat', SPEECHDECK_CHAT_TIMEOUT_SECONDS: '1', SPEECHDECK_CHAT_CONTEXT_CHARS: '1000' },
  });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
  const store = access.store();
  await storeResult(store, ann.id, 'meeting-1', 'weekly-meeting.wav', [
    [0, 4.2, 'S1', 'Good morning everyone, let us start.'],
    [65.5, 70.25, 'S1', 'The marketing budget is cut by ten percent this quarter.'],
    [71, 79.9, 'S2', 'Ayşe thinks the cut will hurt the spring campaign.'],
  ]);
  await storeResult(store, ann.id, 'call-2', 'supplier-call.mp3', [
    [3, 8, null, 'The supplier asked whether the budget covers shipping.'],
    [9, 12, null, 'We agreed to deliver on Friday.'],
  ]);
  await storeResult(store, bob.id, 'secret-9', 'bobs-private.wav', [[0, 5, 'S1', 'Bob private budget figures are forty thousand.']]);
  await store.create({ processId: 'running-3', userId: ann.id, fn: 'still-running.wav', options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false }, mediaKey: `${ann.id}/r.media` });
});
afterAll(async () => {
  await host.close();
  await double.close();
});

const target = (token = ann.token): ChatStreamTarget => ({ baseUrl: host.url, token });

async function post(body: unknown, token = ann.token, signal?: AbortSignal) {
  return fetch(`${host.url}/api/chat/completions`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body), signal,
  });
}

async function call<T>(method: string, path: string, token = ann.token, body?: unknown): Promise<{ status: number; body: T & { message?: string } }> {
  const response = await fetch(`${host.url}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}

async function collect(events: AsyncIterable<ChatStreamEvent>) {
  const seen: ChatStreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

const ask = (content: string, extra: Record<string, unknown> = {}) => ({ messages: [{ role: 'user' as const, content }], ...extra });
const systemOf = (request = double.requests.at(-1)!) => request.body.messages.find((m) => m.role === 'system')?.content ?? '';

describe('POST /api/chat/completions, streamed', () => {
  it('relays the chat server\'s chunks in order, grounded on the attached transcript, and maps the citations back to their moments', async () => {
    double.behave({ kind: 'answer', pieces: ['The budget is cut', ' by ten percent [1],', ' which Ayşe worries about [2][9].'] });
    const events = await collect(streamChat(target(), ask('What happened to the budget?', { attach: ['meeting-1'] })));

    const answer = events.at(-1)!;
    if (answer.type !== 'answer') throw new Error('the stream does not end with our answer event');
    expect(events.slice(0, -1)).toEqual([
      { type: 'conversation', conversationId: answer.info.conversationId },
      { type: 'delta', content: 'The budget is cut' }, { type: 'delta', content: ' by ten percent [1],' }, { type: 'delta', content: ' which Ayşe worries about [2][9].' },
    ]);
    // The meeting's first passage is S1's two segments joined; [9] names no excerpt and points nowhere.
    expect(answer.info.citations).toEqual([
      { n: 1, processId: 'meeting-1', fn: 'weekly-meeting.wav', start: 0, end: 70.25, spk: 'S1', text: 'Good morning everyone, let us start. The marketing budget is cut by ten percent this quarter.' },
      { n: 2, processId: 'meeting-1', fn: 'weekly-meeting.wav', start: 71, end: 79.9, spk: 'S2', text: 'Ayşe thinks the cut will hurt the spring campaign.' },
    ]);
    expect(answer.info.grounding).toEqual({ attach: ['meeting-1'], retrieve: false, excerpts: 2, truncated: false });

    const sent = double.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-chat');
    expect(sent.body).toMatchObject({ model: 'llama-test', stream: true });
    expect(sent.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.body.messages[1]!.content).toBe('What happened to the budget?');
    const system = systemOf(sent);
    expect(system).toContain('[1] "weekly-meeting.wav" 0:00-1:10, S1: Good morning everyone, let us start. The marketing budget is cut by ten percent this quarter.');
    expect(system).toContain('[2] "weekly-meeting.wav" 1:11-1:19, S2: Ayşe thinks the cut will hurt the spring campaign.');
    expect(system).toMatch(/cite each excerpt you use by its number in square brackets, like \[1\]/i);
    expect(system).not.toContain('supplier');

    // Stored as it happened: the question with its grounding, the whole answer with its citations.
    const stored = await call<Conversation>('GET', `/api/chat/conversations/${answer.info.conversationId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.title).toBe('What happened to the budget?');
    expect(stored.body.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'What happened to the budget?', 'complete'],
      ['assistant', 'The budget is cut by ten percent [1], which Ayşe worries about [2][9].', 'complete'],
    ]);
    expect(stored.body.messages[0]!.grounding).toEqual(answer.info.grounding);
    expect(stored.body.messages[1]).toMatchObject({ id: answer.info.messageId, citations: answer.info.citations, model: 'llama-test' });
  });

  it('hands each chunk on as it arrives: the second is not sent by the chat server until the first reached the client', async () => {
    double.behave({ kind: 'gated', pieces: ['one ', 'two ', 'three'] });
    const response = await post(ask('Count to three.', { stream: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = sseEvents(bodyLines(response.body!))[Symbol.asyncIterator]();
    const texts: string[] = [];
    const next = async (): Promise<SseEvent> => (await events.next()).value as SseEvent;
    for (let i = 0; i < 3; i++) {
      const event = await next();
      texts.push((JSON.parse(event.data) as { choices: { delta: { content: string } }[] }).choices[0]!.delta.content);
      double.release();
    }
    expect(texts).toEqual(['one ', 'two ', 'three']);
    const rest: SseEvent[] = [];
    for (let event = await events.next(); !event.done; event = await events.next()) rest.push(event.value);
    // The server's closing chunk, our answer event, then [DONE] last.
    expect(rest.map((e) => e.event)).toEqual([null, 'speechdeck.answer', null]);
    expect(rest.at(-1)!.data).toBe('[DONE]');
  });

  it('retrieves the segments of the caller\'s own recordings that say the question\'s words, never another user\'s', async () => {
    double.behave({ kind: 'answer', pieces: ['Shipping is asked about [1].'] });
    const events = await collect(streamChat(target(), ask('Who talked about the budget and shipping?', { retrieve: true })));
    const system = systemOf();
    // The supplier segment says both words, so it comes first; the meeting's says one.
    expect(system).toContain('[1] "supplier-call.mp3" 0:03-0:08: The supplier asked whether the budget covers shipping.');
    expect(system).toContain('[2] "weekly-meeting.wav" 1:05-1:10, S1: The marketing budget is cut by ten percent this quarter.');
    expect(system).not.toContain('Bob');
    expect(system).not.toContain('forty thousand');
    expect(system).not.toContain('Friday');
    const answer = events.at(-1)!;
    expect(answer.type === 'answer' && answer.info.citations[0]).toMatchObject({ processId: 'call-2', start: 3, end: 8, spk: null });
  });

  it('bounds the grounding by SPEECHDECK_CHAT_CONTEXT_CHARS (1,000 here) and says so', async () => {
    const lines: [number, number, string, string][] = Array.from({ length: 40 }, (_, i) => [i * 10, i * 10 + 9, i % 2 ? 'S2' : 'S1', `Sentence number ${i} of a long lecture about rivers and their deltas.`]);
    await storeResult(access.store(), ann.id, 'lecture-4', 'long-lecture.wav', lines);
    double.behave({ kind: 'answer', pieces: ['ok'] });
    const events = await collect(streamChat(target(), ask('Summarize.', { attach: ['lecture-4'] })));
    const answer = events.at(-1)!;
    if (answer.type !== 'answer') throw new Error('no answer event');
    expect(answer.info.grounding.truncated).toBe(true);
    const excerpts = systemOf().split('Excerpts:\n')[1]!;
    expect(excerpts.length).toBeLessThanOrEqual(1000);
    expect(excerpts.split('\n')).toHaveLength(answer.info.grounding.excerpts);
    // The lecture's start, in order: what fits is its beginning.
    expect(excerpts).toMatch(/^\[1\] "long-lecture.wav" 0:00-0:09, S1: Sentence number 0 of/);
    expect(answer.info.grounding.excerpts).toBeGreaterThan(5);
  });

  it('answers without grounding when nothing is attached or retrieved: no system message of ours', async () => {
    double.behave({ kind: 'answer', pieces: ['Hi!'] });
    await collect(streamChat(target(), ask('Hello')));
    expect(double.requests.at(-1)!.body.messages).toEqual([{ role: 'user', content: 'Hello' }]);
  });
});

describe('an answer past the host\'s limit', () => {
  // 4096 tokens by default, cut at 8 characters a token: 32,768 characters.
  const LIMIT = 4096 * 8;
  const runaway = Array.from({ length: 50 }, (_, i) => `${String(i).padStart(3, '0')}${'x'.repeat(997)}`);

  it('asks the server for no more than the host\'s max_tokens, and cuts a server writing on at the limit: a length stop, stored as cut short', async () => {
    double.behave({ kind: 'answer', pieces: runaway });
    const response = await post(ask('Say everything.', { stream: true, max_tokens: 1_000_000 }));
    expect(double.requests.at(-1)!.body).toMatchObject({ max_tokens: 4096 });
    const events: SseEvent[] = [];
    for await (const event of sseEvents(bodyLines(response.body!))) events.push(event);
    const chunks = events.filter((e) => !e.event && e.data !== '[DONE]').map((e) => JSON.parse(e.data) as { choices: { delta: { content?: string }; finish_reason?: string | null }[] });
    const streamed = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(streamed).toBe(runaway.join('').slice(0, LIMIT));
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('length');
    expect(events.at(-1)!.data).toBe('[DONE]');
    const id = response.headers.get('x-speechdeck-conversation-id')!;
    const stored = (await call<Conversation>('GET', `/api/chat/conversations/${id}`)).body.messages.at(-1)!;
    expect([stored.content.length, stored.status]).toEqual([LIMIT, 'interrupted']);
  });

  it('cuts an unstreamed answer the same way, and keeps a client\'s lower max_tokens', async () => {
    double.behave({ kind: 'answer', pieces: runaway });
    const response = await call<ChatCompletion>('POST', '/api/chat/completions', ann.token, ask('Say everything, at once.', { max_tokens: 100 }));
    expect(double.requests.at(-1)!.body).toMatchObject({ max_tokens: 100 });
    expect(response.body.choices[0]).toMatchObject({ finish_reason: 'length' });
    expect(response.body.choices[0]!.message.content).toHaveLength(LIMIT);
    const stored = (await call<Conversation>('GET', `/api/chat/conversations/${response.body.speechdeck.conversationId}`)).body.messages.at(-1)!;
    expect([stored.content.length, stored.status]).toEqual([LIMIT, 'interrupted']);
  });
});

describe('conversations', () => {
  it('continue with the stored messages sent before the new question, and keep the sampling options asked for', async () => {
    double.behave({ kind: 'answer', pieces: ['Ten percent [1].'] });
    const first = await collect(streamChat(target(), ask('How much was the budget cut?', { attach: ['meeting-1'] })));
    const id = (first.at(-1) as Extract<ChatStreamEvent, { type: 'answer' }>).info.conversationId;
    double.behave({ kind: 'answer', pieces: ['In spring.'] });
    await collect(streamChat(target(), { ...ask('And when?'), conversationId: id, temperature: 0.2, max_tokens: 64 }));
    const sent = double.requests.at(-1)!.body;
    expect(sent.messages).toEqual([
      { role: 'user', content: 'How much was the budget cut?' },
      { role: 'assistant', content: 'Ten percent [1].' },
      { role: 'user', content: 'And when?' },
    ]);
    expect(sent).toMatchObject({ temperature: 0.2, max_tokens: 64 });
    const stored = await call<Conversation>('GET', `/api/chat/conversations/${id}`);
    expect(stored.body.messages.map((m) => m.content)).toEqual(['How much was the budget cut?', 'Ten percent [1].', 'And when?', 'In spring.']);
  });

  it('are listed newest first, renamed and deleted by their owner alone; another user\'s is 404 everywhere', async () => {
    double.behave({ kind: 'answer', pieces: ['fine'] });
    const events = await collect(streamChat(target(), ask('A conversation to rename')));
    const id = (events.at(-1) as Extract<ChatStreamEvent, { type: 'answer' }>).info.conversationId;
    const listed = await call<{ conversations: ConversationSummary[] }>('GET', '/api/chat/conversations');
    expect(listed.body.conversations[0]).toMatchObject({ id, title: 'A conversation to rename', messageCount: 2 });

    expect((await call('GET', '/api/chat/conversations', bob.token)).body).toEqual({ conversations: [] });
    expect((await call('GET', `/api/chat/conversations/${id}`, bob.token)).status).toBe(404);
    expect((await call('PATCH', `/api/chat/conversations/${id}`, bob.token, { title: 'mine now' })).status).toBe(404);
    expect((await call('DELETE', `/api/chat/conversations/${id}`, bob.token)).status).toBe(404);
    const continued = await post({ ...ask('hijack'), conversationId: id }, bob.token);
    expect(continued.status).toBe(404);

    const renamed = await call<ConversationSummary>('PATCH', `/api/chat/conversations/${id}`, ann.token, { title: '  Budget questions ' });
    expect(renamed).toMatchObject({ status: 200, body: { id, title: 'Budget questions' } });
    expect((await call('PATCH', `/api/chat/conversations/${id}`, ann.token, { title: ' ' })).status).toBe(400);
    expect((await call('DELETE', `/api/chat/conversations/${id}`)).body).toEqual({ deleted: true });
    expect((await call('GET', `/api/chat/conversations/${id}`)).status).toBe(404);
    expect(await host.query('SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ?', id)).toEqual([{ n: 0 }]);
  });
});

describe('bad input', () => {
  it('refuses what it cannot take with a 4xx naming what is wrong, and another user\'s transcript with 404', async () => {
    const before = double.requests.length;
    const cases: [unknown, number, RegExp][] = [
      [{ messages: [] }, 400, /at least one message/],
      [{ messages: [{ role: 'assistant', content: 'hi' }] }, 400, /last message is the user's question/],
      [{ messages: [{ role: 'user', content: [{ type: 'image_url', image_url: 'x' }] }] }, 400, /messages/],
      [ask('x'.repeat(20_001)), 400, /at most 20,000 characters/],
      [ask('q', { attach: Array.from({ length: 11 }, (_, i) => `p${i}`) }), 400, /at most 10 transcripts/],
      [ask('q', { attach: ['secret-9'] }), 404, /No result with process id 'secret-9'/],
      [ask('q', { attach: ['running-3'] }), 409, /is queued: attach it once its recognition is done/],
      [ask('q', { conversationId: 'no-such' }), 404, /No conversation with id 'no-such'/],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      const answer = (await response.json()) as { message: string };
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(answer.message).toMatch(message);
    }
    expect(double.requests.length).toBe(before);
    expect((await post(ask('q'), 'not-a-token')).status).toBe(401);
  });

  it('takes OpenAI\'s content parts of text', async () => {
    double.behave({ kind: 'answer', pieces: ['ok'] });
    const response = await post({ messages: [{ role: 'user', content: [{ type: 'text', text: 'part one' }, { type: 'text', text: 'part two' }] }] });
    expect(response.status).toBe(200);
    expect(double.requests.at(-1)!.body.messages).toEqual([{ role: 'user', content: 'part one\npart two' }]);
  });
});

describe('POST /api/chat/completions, not streamed', () => {
  it('answers the chat server\'s chat.completion with ours added', async () => {
    double.behave({ kind: 'answer', pieces: ['We deliver on Friday [1].'] });
    const response = await post(ask('When do we deliver?', { retrieve: true, stream: false }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChatCompletion & { usage: unknown };
    expect(body.choices[0]!.message.content).toBe('We deliver on Friday [1].');
    expect(body.usage).toEqual({ prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 });
    expect(body.speechdeck.citations).toEqual([expect.objectContaining({ n: 1, processId: 'call-2', start: 9, end: 12, text: 'We agreed to deliver on Friday.' })]);
    expect(response.headers.get('x-speechdeck-conversation-id')).toBe(body.speechdeck.conversationId);
    expect(double.requests.at(-1)!.body.stream).toBe(false);
  });
});

describe('the chat server failing', () => {
  const lastConversation = async () => {
    const list = await call<{ conversations: ConversationSummary[] }>('GET', '/api/chat/conversations');
    return (await call<Conversation>('GET', `/api/chat/conversations/${list.body.conversations[0]!.id}`)).body;
  };

  it('answers 502 naming the server, never its own words (host names, secrets), for an error answer, keeping the question', async () => {
    double.behave({ kind: 'status', status: 500, body: JSON.stringify({ error: { message: 'model crashed at gpu-7.internal, DB_PASSWORD=hunter2' } }) });
    const response = await post(ask('Will this be lost?', { stream: true }));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe('The chat server failed (HTTP 500; its answer is logged for the operator).');
    const conversation = await lastConversation();
    expect(response.headers.get('x-speechdeck-conversation-id')).toBe(conversation.id);
    expect(conversation.messages.map((m) => [m.role, m.content])).toEqual([['user', 'Will this be lost?']]);
  });

  it('answers 503 naming the model setting when the server has no such model', async () => {
    double.behave({ kind: 'status', status: 404, body: JSON.stringify({ error: { message: 'model "llama-test" not found' } }) });
    const seen: ChatStreamEvent[] = [];
    const error = await (async () => {
      for await (const event of streamChat(target(), ask('Which model?'))) seen.push(event);
    })().then(() => null, (failure: unknown) => failure);
    expect(error).toMatchObject({ status: 503, message: expect.stringContaining('check SPEECHDECK_CHAT_URL and SPEECHDECK_CHAT_MODEL') });
    // The client still learns where the question was kept.
    expect(seen).toEqual([{ type: 'conversation', conversationId: (await lastConversation()).id }]);
  });

  it('ends a stream that stalls past SPEECHDECK_CHAT_TIMEOUT_SECONDS with a 504 error event, keeping what came', async () => {
    double.behave({ kind: 'stall', pieces: ['The first words'] });
    const seen: ChatStreamEvent[] = [];
    const error = await (async () => {
      for await (const event of streamChat(target(), ask('A slow answer?'))) seen.push(event);
    })().then(() => null, (failure: unknown) => failure);
    expect(seen.map((e) => e.type)).toEqual(['conversation', 'delta']);
    expect(seen[1]).toEqual({ type: 'delta', content: 'The first words' });
    expect(error).toMatchObject({ status: 504, message: 'The chat server did not answer within 1 s.' });
    const conversation = await lastConversation();
    expect(conversation.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'A slow answer?', 'complete'], ['assistant', 'The first words', 'interrupted'],
    ]);
  });

  it('stops the chat server\'s call when the client leaves, keeping the question and what came', async () => {
    double.behave({ kind: 'stall', pieces: ['Half an'] });
    const controller = new AbortController();
    for await (const event of streamChat(target(), ask('Leave early'), controller.signal)) {
      if (event.type === 'conversation') continue;
      expect(event).toEqual({ type: 'delta', content: 'Half an' });
      break;
    }
    controller.abort();
    // The double sees its connection closed: the relay did not keep reading for nobody.
    await double.closed();
    await expect.poll(async () => (await lastConversation()).messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Leave early', 'complete'], ['assistant', 'Half an', 'interrupted'],
    ]);
  });
});

describe('settings', () => {
  it('answers 503 naming SPEECHDECK_CHAT_URL on every completion when no chat server is configured, and still lists conversations', async () => {
    const bare = await startTestHost({ plugins: [workspaceServerPlugin, chatServerPlugin] });
    try {
      const user = await confirmedUser(bare, 'carol@example.com');
      for (const stream of [true, false]) {
        const response = await fetch(`${bare.url}/api/chat/completions`, {
          method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(ask('hi', { stream })),
        });
        expect(response.status).toBe(503);
        expect(((await response.json()) as { message: string }).message).toMatch(/No chat server is configured on this host: its operator sets SPEECHDECK_CHAT_URL/);
      }
      const headers = { authorization: `Bearer ${user.token}` };
      expect(await (await fetch(`${bare.url}/api/chat/conversations`, { headers })).json()).toEqual({ conversations: [] });
      expect(await (await fetch(`${bare.url}/api/chat/status`, { headers })).json()).toEqual({
        configured: false, setting: 'SPEECHDECK_CHAT_URL', model: null, contextChars: 12_000, maxMessages: 200,
      });
    } finally {
      await bare.close();
    }
  });

  it('answers 503 when the configured server cannot be reached', async () => {
    const dead = await startChatDouble();
    await dead.close();
    const unreachable = await startTestHost({ plugins: [workspaceServerPlugin, chatServerPlugin], env: { SPEECHDECK_CHAT_URL: dead.url, SPEECHDECK_CHAT_MODEL: 'm' } });
    try {
      const user = await confirmedUser(unreachable, 'dan@example.com');
      const response = await fetch(`${unreachable.url}/api/chat/completions`, {
        method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(ask('hi', { stream: true })),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBe('The chat server cannot be reached (ECONNREFUSED): check SPEECHDECK_CHAT_URL.');
    } finally {
      await unreachable.close();
    }
  });

  it('refuses to start with a chat server but no model', async () => {
    await expect(startTestHost({ plugins: [workspaceServerPlugin, chatServerPlugin], env: { SPEECHDECK_CHAT_URL: double.url } })).rejects.toThrow(/SPEECHDECK_CHAT_MODEL/);
  });
});
