import type { Migration } from '@speechdeck/core/server';

/**
 * The entities found on the user's transcripts, per segment, so that /api/ner/search finds the
 * segments that mention one. The transcript itself is the workspace's: a row answers only while its
 * result exists with the same creation time (a deleted result's rows are dropped when met).
 */
export const nerMigrations: Migration[] = [
  {
    version: 1,
    name: 'entities of transcripts per user, process and segment',
    sql: `
      CREATE TABLE ner_entities (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        process_id TEXT NOT NULL,
        result_created_at TEXT NOT NULL,
        position INTEGER NOT NULL,
        type TEXT NOT NULL,
        text TEXT NOT NULL,
        folded TEXT NOT NULL,
        start INTEGER NOT NULL,
        end INTEGER NOT NULL
      );
      CREATE INDEX ner_entities_process ON ner_entities (user_id, process_id);
      CREATE INDEX ner_entities_type ON ner_entities (user_id, type, id);
    `,
  },
];
