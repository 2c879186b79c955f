import type { Migration } from '@speechdeck/core/server';

/**
 * The workspace's tables. Version 1 adopts what earlier versions created as the platform's
 * migration 3 (hence IF NOT EXISTS): a database written by them keeps its results.
 */
export const workspaceMigrations: Migration[] = [
  {
    version: 1,
    name: 'recognition results with full-text search',
    sql: `
      CREATE TABLE IF NOT EXISTS recognitions (
        process_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        fn TEXT NOT NULL,
        language TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        error TEXT,
        progress REAL NOT NULL DEFAULT 0,
        duration REAL NOT NULL DEFAULT 0,
        options TEXT NOT NULL,
        notes TEXT NOT NULL DEFAULT '[]',
        engine TEXT,
        media_path TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS recognitions_user ON recognitions (user_id, created_at DESC);
      CREATE TABLE IF NOT EXISTS segments (
        id INTEGER PRIMARY KEY,
        process_id TEXT NOT NULL REFERENCES recognitions(process_id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        start REAL NOT NULL,
        end REAL NOT NULL,
        spk TEXT,
        sent TEXT NOT NULL,
        kw TEXT NOT NULL DEFAULT '',
        oa TEXT,
        words TEXT NOT NULL DEFAULT '[]',
        UNIQUE (process_id, position)
      );
      CREATE INDEX IF NOT EXISTS segments_user_spk ON segments (user_id, spk COLLATE NOCASE, id);
      CREATE INDEX IF NOT EXISTS segments_user_oa ON segments (user_id, oa, id);
      CREATE VIRTUAL TABLE IF NOT EXISTS segments_fts USING fts5(
        sent, kw, content = 'segments', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      );
      CREATE TRIGGER IF NOT EXISTS segments_ai AFTER INSERT ON segments BEGIN
        INSERT INTO segments_fts (rowid, sent, kw) VALUES (new.id, new.sent, new.kw);
      END;
      CREATE TRIGGER IF NOT EXISTS segments_ad AFTER DELETE ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw) VALUES ('delete', old.id, old.sent, old.kw);
      END;
      CREATE TRIGGER IF NOT EXISTS segments_au AFTER UPDATE ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw) VALUES ('delete', old.id, old.sent, old.kw);
        INSERT INTO segments_fts (rowid, sent, kw) VALUES (new.id, new.sent, new.kw);
      END;
    `,
  },
  {
    version: 2,
    name: 'media keys relative to the media folder',
    // Earlier versions stored absolute paths, which break when the data dir moves. Every file lay in
    // its owner's folder, so the key is '<user id>/<file name>'.
    sql: `
      ALTER TABLE recognitions RENAME COLUMN media_path TO media_key;
      UPDATE recognitions SET media_key = user_id || '/' || replace(media_key, rtrim(media_key, replace(media_key, '/', '')), '')
        WHERE media_key LIKE '/%';
    `,
  },
];
