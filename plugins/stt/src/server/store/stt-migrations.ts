import type { Migration } from '@speechdeck/core/server';

/**
 * Each user's own vocabulary, one row per user: the list is read and replaced whole, so it is one
 * JSON text ([{ text, soundsLike? }]). TEXT and an INTEGER user id read the same on PostgreSQL.
 */
export const sttMigrations: Migration[] = [
  {
    version: 1,
    name: 'vocabulary per user',
    sql: `
      CREATE TABLE stt_vocabularies (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        words TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
];
