import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { PLUGIN_ID } from '../../index.ts';
import { openMedStore } from './med-store.ts';

interface Tables {
  med_recognitions: { user_id: number; process_id: string; language: string; created_at: string };
  users: { id: number };
}

describe.each(STORE_DIALECTS)('the medical recognitions store on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it('marks a result once per owner, keeps the first marking, and answers for that owner alone', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    const med = await openMedStore(plugin);
    // A second start finds its migration applied.
    const again = await openMedStore(plugin);
    const [ada, bob] = [await store.addUser(), await store.addUser()];

    await med.add(ada, 'p1', 'en', new Date(Date.UTC(2026, 10, 23)));
    await again.add(ada, 'p1', 'tr', new Date(Date.UTC(2026, 10, 24)));

    expect(await med.has(ada, 'p1')).toBe(true);
    expect(await med.has(bob, 'p1')).toBe(false);
    expect(await med.has(ada, 'p2')).toBe(false);
    const rows = await plugin.tables<Tables>().selectFrom('med_recognitions').selectAll().execute();
    expect(rows).toEqual([{ user_id: ada, process_id: 'p1', language: 'en', created_at: '2026-11-23T00:00:00.000Z' }]);
  });

  it('lets two owners hold the same process id, and forgets an owner removed', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    const med = await openMedStore(plugin);
    const [ada, bob] = [await store.addUser(), await store.addUser()];
    await Promise.all([med.add(ada, 'same', 'en', new Date()), med.add(bob, 'same', 'tr', new Date())]);
    expect([await med.has(ada, 'same'), await med.has(bob, 'same')]).toEqual([true, true]);

    await plugin.tables<Tables>().deleteFrom('users').where('id', '=', ada).execute();
    expect([await med.has(ada, 'same'), await med.has(bob, 'same')]).toEqual([false, true]);
  });
});
