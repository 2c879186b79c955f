import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import type { SpotHit } from '../../contract/kws-api.ts';
import { openSpotStore, publicSpot, type NewSpot } from './spot-store.ts';

const newSpot = (userId: number, id = 'spot-1'): NewSpot => ({
  id, userId, fileName: 'meeting.ogg', processId: null, mediaKey: `${userId}/meeting.ogg`, ownsMedia: true, language: 'en', duration: 3600.5,
  requested: [{ keyword: 'budget', threshold: 1e-20 }, { keyword: 'next quarter' }],
  keywords: [
    { keyword: 'budget', threshold: 1e-20, defaultThreshold: false, phones: 6, pronunciation: 'dictionary' },
    { keyword: 'next quarter', threshold: 1e-25, defaultThreshold: true, phones: 10, pronunciation: 'dictionary' },
  ],
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe.each(STORE_DIALECTS)('the spot store on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it('keeps a queued spotting with what was asked and searched, and shows clients none of its host details', async () => {
    store = await openTestStore(dialect);
    const spots = await openSpotStore(store.forPlugin('kws'));
    const userId = await store.addUser();
    await spots.create(newSpot(userId));

    const stored = await spots.get('spot-1');
    expect(stored).toEqual({ ...newSpot(userId), hits: [] });
    const { userId: _u, mediaKey: _m, ownsMedia: _o, requested: _r, ...seen } = stored!;
    const job = { status: 'running', progress: 0.5, error: null } as const;
    expect(publicSpot(stored!, job)).toEqual({ ...seen, ...job });
    expect(await spots.get('no-such-spot')).toBeUndefined();
  });

  it('keeps a workspace result\'s audio as not its own', async () => {
    store = await openTestStore(dialect);
    const spots = await openSpotStore(store.forPlugin('kws'));
    await spots.create({ ...newSpot(await store.addUser()), processId: 'result-7', ownsMedia: false });
    expect(await spots.get('spot-1')).toMatchObject({ processId: 'result-7', ownsMedia: false });
  });

  it('stores the hits when done', async () => {
    store = await openTestStore(dialect);
    const spots = await openSpotStore(store.forPlugin('kws'));
    await spots.create(newSpot(await store.addUser()));


    const hits: SpotHit[] = [{ keyword: 'budget', start: 12.34, end: 12.9, score: 0.71 }, { keyword: 'next quarter', start: 100, end: 101.25, score: 0.5 }];
    await spots.complete('spot-1', hits);
    expect(await spots.get('spot-1')).toMatchObject({ hits });
  });
});
