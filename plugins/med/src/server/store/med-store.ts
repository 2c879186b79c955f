import type { PluginDatabase } from '@speechdeck/core/server';
import { medMigrations } from './med-migrations.ts';

export interface MedStore {
  /** Marks a result as a medical recognition; marking it again changes nothing. */
  add(userId: number, processId: string, language: string, createdAt: Date): void;
  has(userId: number, processId: string): boolean;
}

export function openMedStore(database: PluginDatabase): MedStore {
  database.migrate(medMigrations);
  const insert = database.db.prepare('INSERT INTO med_recognitions (user_id, process_id, language, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const get = database.db.prepare<[number, string], { n: number }>('SELECT 1 AS n FROM med_recognitions WHERE user_id = ? AND process_id = ?');
  return {
    add: (userId, processId, language, createdAt) => void insert.run(userId, processId, language, createdAt.toISOString()),
    has: (userId, processId) => get.get(userId, processId) !== undefined,
  };
}
