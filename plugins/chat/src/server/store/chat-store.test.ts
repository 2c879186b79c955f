import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { PLUGIN_ID } from '../../index.ts';
import type { Citation, Grounding } from '../../contract/chat-api.ts';
import { openChatStore } from './chat-store.ts';

const citation: Citation = { n: 1, processId: 'meeting-1', fn: 'weekly.wav', start: 65.5, end: 70.25, spk: 'S1', text: 'The budget is cut.' };
const grounding: Grounding = { attach: ['meeting-1'], retrieve: true, excerpts: 3, truncated: false };

describe.each(STORE_DIALECTS)('the chat store on %s', (dialect) => {
  let store: TestStore;
  let at = 0;
  const now = () => new Date(at);
  beforeEach(() => void (at = Date.UTC(2026, 10, 23, 9)));
  afterEach(() => store?.close());

  it('lists conversations most recently active first, those started at the same moment newest first', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    const chat = await openChatStore(plugin, now);
    // A second start finds its migrations applied.
    await openChatStore(plugin, now);
    const [ann, bob] = [await store.addUser(), await store.addUser()];

    const first = await chat.create(ann, 'First');
    await chat.create(ann, 'Second');
    await chat.create(ann, 'Third');
    await chat.create(bob, 'Theirs');
    expect(first).toEqual({ id: first.id, title: 'First', createdAt: '2026-11-23T09:00:00.000Z', updatedAt: '2026-11-23T09:00:00.000Z', messageCount: 0 });
    expect((await chat.list(ann)).map((c) => c.title)).toEqual(['Third', 'Second', 'First']);

    at += 1000;
    await chat.append(ann, first.id, [{ role: 'user', content: 'Hello?' }]);
    expect((await chat.list(ann)).map((c) => [c.title, c.updatedAt, c.messageCount])).toEqual([
      ['First', '2026-11-23T09:00:01.000Z', 1], ['Third', '2026-11-23T09:00:00.000Z', 0], ['Second', '2026-11-23T09:00:00.000Z', 0],
    ]);
    expect((await chat.list(bob)).map((c) => c.title)).toEqual(['Theirs']);
  });

  it('appends messages in order with their citations and grounding, and answers another user like an unknown one', async () => {
    store = await openTestStore(dialect);
    const chat = await openChatStore(store.forPlugin(PLUGIN_ID), now);
    const [ann, bob] = [await store.addUser(), await store.addUser()];
    const { id } = await chat.create(ann, 'Budget');

    const asked = await chat.append(ann, id, [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'What about the budget?', grounding },
    ]);
    const answered = await chat.append(ann, id, [{ role: 'assistant', content: 'Cut [1].', status: 'interrupted', citations: [citation], model: 'llama-test' }]);
    expect(asked.map((m) => m.role)).toEqual(['system', 'user']);
    expect(asked[0]!.id).toBeLessThan(asked[1]!.id);
    expect(answered[0]!.id).toBeGreaterThan(asked[1]!.id);

    const createdAt = new Date(at).toISOString();
    const found = await chat.get(ann, id);
    expect(found).toMatchObject({ id, title: 'Budget', messageCount: 3 });
    expect(found!.messages).toEqual([
      { id: asked[0]!.id, role: 'system', content: 'Be brief.', status: 'complete', citations: [], grounding: null, model: null, createdAt },
      { id: asked[1]!.id, role: 'user', content: 'What about the budget?', status: 'complete', citations: [], grounding, model: null, createdAt },
      { id: answered[0]!.id, role: 'assistant', content: 'Cut [1].', status: 'interrupted', citations: [citation], grounding: null, model: 'llama-test', createdAt },
    ]);

    expect(await chat.append(bob, id, [{ role: 'user', content: 'Mine now?' }])).toEqual([]);
    expect(await chat.get(bob, id)).toBeUndefined();
    expect(await chat.rename(bob, id, 'Taken')).toBeUndefined();
    expect(await chat.remove(bob, id)).toBe(false);
    expect((await chat.get(ann, id))!.messageCount).toBe(3);
  });

  it('renames and removes a conversation with its messages', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    const chat = await openChatStore(plugin, now);
    const ann = await store.addUser();
    const { id } = await chat.create(ann, 'Draft');
    await chat.append(ann, id, [{ role: 'user', content: 'Hi' }]);

    expect(await chat.rename(ann, id, 'Kept')).toMatchObject({ id, title: 'Kept', messageCount: 1 });
    expect(await chat.remove(ann, id)).toBe(true);
    expect(await chat.remove(ann, id)).toBe(false);
    expect(await chat.get(ann, id)).toBeUndefined();
    expect(await chat.rename(ann, 'no-such', 'Nothing')).toBeUndefined();
    const left = await plugin.tables<{ chat_messages: { conversation_id: string } }>().selectFrom('chat_messages').select('conversation_id').execute();
    expect(left).toEqual([]);
  });
});
