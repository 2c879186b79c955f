import type { Migration } from '@speechdeck/core/server';

/**
 * The medical recognitions among the user's results: the result itself (its text, words, status)
 * is the workspace's; this marks which ones were recognized with the medical vocabulary, so that
 * /api/stt/recognizeMed/{id} answers for them alone. Its script has no `postgres` text: TEXT columns
 * and an INTEGER user id read the same on PostgreSQL.
 */
export const medMigrations: Migration[] = [
  {
    version: 1,
    name: 'medical recognitions per user',
    sql: `
      CREATE TABLE med_recognitions (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        process_id TEXT NOT NULL,
        language TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, process_id)
      );
    `,
  },
];
