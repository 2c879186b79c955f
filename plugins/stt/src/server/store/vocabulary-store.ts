import type { PluginStore } from '@speechdeck/core/server';
import type { VocabularyList, VocabularyWord } from '../../contract/vocabulary-api.ts';
import { sttMigrations } from './stt-migrations.ts';

interface SttTables {
  stt_vocabularies: { user_id: number; words: string; updated_at: string };
}

export interface VocabularyStore {
  /** The user's list; empty (updatedAt null) when they never saved one. */
  get(userId: number): Promise<VocabularyList>;
  /** Replaces the user's list. */
  put(userId: number, words: readonly VocabularyWord[], at: Date): Promise<VocabularyList>;
}

export async function openVocabularyStore(store: PluginStore): Promise<VocabularyStore> {
  await store.migrate(sttMigrations);
  const db = store.tables<SttTables>();
  return {
    async get(userId) {
      const row = await db.selectFrom('stt_vocabularies').select(['words', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { words: JSON.parse(row.words) as VocabularyWord[], updatedAt: row.updated_at } : { words: [], updatedAt: null };
    },
    async put(userId, words, at) {
      const row = { words: JSON.stringify(words), updated_at: at.toISOString() };
      await db
        .insertInto('stt_vocabularies')
        .values({ user_id: userId, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
      return { words: [...words], updatedAt: row.updated_at };
    },
  };
}
