import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { openCallStore, publicCall, type NewCall } from './call-store.ts';

const newCall = (userId: number, id = 'call-1'): NewCall => ({
  id, userId, fileName: 'support call.wav', language: 'en', channels: ['agent', 'customer'], punct: true,
  duration: 61.25, mediaKey: `${userId}/call.wav`, createdAt: '2026-11-23T10:00:00.000Z',
});

describe.each(STORE_DIALECTS)('the call store on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it('keeps a queued call with its channel names, options and recording, and shows clients none of its host details', async () => {
    store = await openTestStore(dialect);
    const calls = await openCallStore(store.forPlugin('splitter'));
    const userId = await store.addUser();
    await calls.create(newCall(userId));

    const stored = await calls.get('call-1');
    expect(stored).toEqual({ ...newCall(userId), processId: null });
    expect(publicCall(stored!, { status: 'queued', progress: 0, error: null })).toEqual({
      id: 'call-1', status: 'queued', progress: 0, error: null, fileName: 'support call.wav', language: 'en',
      channels: ['agent', 'customer'], duration: 61.25, processId: null, createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(await calls.get('no-such-call')).toBeUndefined();
  });

  it('keeps which workspace result the call became, and its options', async () => {
    store = await openTestStore(dialect);
    const calls = await openCallStore(store.forPlugin('splitter'));
    await calls.create({ ...newCall(await store.addUser()), punct: false });


    await calls.complete('call-1', 'call-1');
    expect(await calls.get('call-1')).toMatchObject({ punct: false, processId: 'call-1' });
  });

  it('migrates once however many times the plugin starts', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin('splitter');
    await openCallStore(plugin);
    const calls = await openCallStore(plugin);
    await calls.create(newCall(await store.addUser(), 'call-2'));
    expect((await calls.get('call-2'))?.channels).toEqual(['agent', 'customer']);
  });
});
