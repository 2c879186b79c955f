import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { PLUGIN_ID, type EntityType } from '../../index.ts';
import { openNerStore, type StoredEntity } from './ner-store.ts';

const entity = (position: number, type: EntityType, text: string, start: number): StoredEntity => ({ position, type, text, start, end: start + text.length });
const PAGE = { limit: 10, offset: 0 };

describe.each(STORE_DIALECTS)('the named-entity store on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it('finds segments by type and by text regardless of case and accents, newest found first, with their matching entities in order', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    const ner = await openNerStore(plugin);
    // A second start finds its migration applied.
    await openNerStore(plugin);
    const [ada, bob] = [await store.addUser(), await store.addUser()];

    await ner.replace(ada, 'call', '2026-11-23T10:00:00.000Z', [
      entity(0, 'PERSON', 'John Smith', 20), entity(0, 'PLACE', 'Chicago', 36), entity(0, 'PERSON', 'Ann', 2), entity(1, 'MONEY', '$25', 50),
    ]);
    await ner.replace(ada, 'arama', '2026-11-23T11:00:00.000Z', [entity(0, 'PLACE', 'İstanbul', 9), entity(0, 'PERSON', 'Ayşe', 0)]);
    await ner.replace(bob, 'theirs', '2026-11-23T12:00:00.000Z', [entity(0, 'PERSON', 'John Smith', 0)]);

    expect(await ner.search(ada, { type: 'PERSON' }, PAGE)).toEqual([
      { processId: 'arama', resultCreatedAt: '2026-11-23T11:00:00.000Z', position: 0, entities: [entity(0, 'PERSON', 'Ayşe', 0)] },
      { processId: 'call', resultCreatedAt: '2026-11-23T10:00:00.000Z', position: 0, entities: [entity(0, 'PERSON', 'Ann', 2), entity(0, 'PERSON', 'John Smith', 20)] },
    ]);
    const texts = async (query: { type?: EntityType; text?: string }) =>
      (await ner.search(ada, query, PAGE)).map((s) => [s.processId, s.position, s.entities.map((e) => e.text)]);
    expect(await texts({ text: 'JOHN' })).toEqual([['call', 0, ['John Smith']]]);
    expect(await texts({ text: 'istanbul' })).toEqual([['arama', 0, ['İstanbul']]]);
    expect(await texts({ text: 'AYSE' })).toEqual([['arama', 0, ['Ayşe']]]);
    expect(await texts({ type: 'PLACE', text: 'chic' })).toEqual([['call', 0, ['Chicago']]]);
    expect(await texts({ type: 'MONEY', text: 'john' })).toEqual([]);
    // The text is matched as written: LIKE's wildcards match nothing of their own.
    expect(await texts({ text: '%' })).toEqual([]);
    expect(await texts({ text: '_' })).toEqual([]);
    expect(await texts({ text: '$2' })).toEqual([['call', 1, ['$25']]]);
    // Pages of segments.
    expect((await ner.search(ada, { type: 'PERSON' }, { limit: 1, offset: 1 })).map((s) => s.processId)).toEqual(['call']);
    // Another user's findings are theirs alone.
    expect((await ner.search(bob, { text: 'john' }, PAGE)).map((s) => s.processId)).toEqual(['theirs']);
  });

  it('replaces a transcript\'s entities whole, forgets them, and keeps many at once', async () => {
    store = await openTestStore(dialect);
    const ner = await openNerStore(store.forPlugin(PLUGIN_ID));
    const ada = await store.addUser();
    await ner.replace(ada, 'call', 'first', [entity(0, 'PERSON', 'Sarah', 7)]);
    await ner.replace(ada, 'call', 'second', [entity(2, 'PLACE', 'Denver', 3)]);
    expect(await ner.search(ada, { type: 'PERSON' }, PAGE)).toEqual([]);
    expect(await ner.search(ada, { text: 'denver' }, PAGE)).toEqual([{ processId: 'call', resultCreatedAt: 'second', position: 2, entities: [entity(2, 'PLACE', 'Denver', 3)] }]);

    await ner.forget(ada, 'call');
    expect(await ner.search(ada, { text: 'denver' }, PAGE)).toEqual([]);

    // More entities than one statement may bind on either dialect.
    const many = Array.from({ length: 7000 }, (_, i) => entity(i, 'NUMBER', String(i), 0));
    await ner.replace(ada, 'long', 'third', many);
    expect(await ner.search(ada, { type: 'NUMBER' }, { limit: 2, offset: 0 })).toEqual([
      { processId: 'long', resultCreatedAt: 'third', position: 6999, entities: [entity(6999, 'NUMBER', '6999', 0)] },
      { processId: 'long', resultCreatedAt: 'third', position: 6998, entities: [entity(6998, 'NUMBER', '6998', 0)] },
    ]);
  });
});
