import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { openVocabularyStore } from './vocabulary-store.ts';

describe.each(STORE_DIALECTS)('the vocabulary store on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it("keeps one list per user, replaced whole, and gone with its user's account", async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin('stt');
    const vocabularies = await openVocabularyStore(plugin);
    const [ann, bob] = [await store.addUser(), await store.addUser()];
    await vocabularies.put(ann, [{ text: 'Xarelto', soundsLike: ['zuh relto'] }, { text: 'Kallax' }], new Date('2026-11-29T10:00:00.000Z'));
    await vocabularies.put(bob, [{ text: 'Reykjavik' }], new Date('2026-11-29T10:00:00.000Z'));
    await vocabularies.put(ann, [{ text: 'Kallax' }], new Date('2026-11-29T11:00:00.000Z'));
    expect(await vocabularies.get(ann)).toEqual({ words: [{ text: 'Kallax' }], updatedAt: '2026-11-29T11:00:00.000Z' });
    expect((await vocabularies.get(bob)).words).toEqual([{ text: 'Reykjavik' }]);
    await plugin.tables<{ users: { id: number } }>().deleteFrom('users').where('id', '=', bob).execute();
    expect(await vocabularies.get(bob)).toEqual({ words: [], updatedAt: null });
  });
});
