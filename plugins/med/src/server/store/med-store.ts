import type { PluginStore } from '@speechdeck/core/server';
import { medMigrations } from './med-migrations.ts';

interface MedTables {
  med_recognitions: { user_id: number; process_id: string; language: string; created_at: string };
}

export interface MedStore {
  /** Marks a result as a medical recognition; marking it again changes nothing. */
  add(userId: number, processId: string, language: string, createdAt: Date): Promise<void>;
  has(userId: number, processId: string): Promise<boolean>;
}

export async function openMedStore(store: PluginStore): Promise<MedStore> {
  await store.migrate(medMigrations);
  const db = store.tables<MedTables>();
  return {
    async add(userId, processId, language, createdAt) {
      await db
        .insertInto('med_recognitions')
        .values({ user_id: userId, process_id: processId, language, created_at: createdAt.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'process_id']).doNothing())
        .execute();
    },
    async has(userId, processId) {
      const row = await db.selectFrom('med_recognitions').select('user_id').where('user_id', '=', userId).where('process_id', '=', processId).executeTakeFirst();
      return row !== undefined;
    },
  };
}
