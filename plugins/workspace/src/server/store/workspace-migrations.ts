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
  {
    version: 3,
    name: 'full-text index keyed by owner',
    // The owner's id is a term of the index, so a search walks only the owner's matches instead of
    // every newer match of every other user. The index is rebuilt from the segments.
    sql: `
      DROP TRIGGER IF EXISTS segments_ai;
      DROP TRIGGER IF EXISTS segments_ad;
      DROP TRIGGER IF EXISTS segments_au;
      DROP TABLE IF EXISTS segments_fts;
      CREATE VIRTUAL TABLE segments_fts USING fts5(
        sent, kw, user_id, content = 'segments', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      );
      INSERT INTO segments_fts (segments_fts) VALUES ('rebuild');
      CREATE TRIGGER segments_ai AFTER INSERT ON segments BEGIN
        INSERT INTO segments_fts (rowid, sent, kw, user_id) VALUES (new.id, new.sent, new.kw, new.user_id);
      END;
      CREATE TRIGGER segments_ad AFTER DELETE ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw, user_id) VALUES ('delete', old.id, old.sent, old.kw, old.user_id);
      END;
      CREATE TRIGGER segments_au AFTER UPDATE OF sent, kw, user_id ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw, user_id) VALUES ('delete', old.id, old.sent, old.kw, old.user_id);
        INSERT INTO segments_fts (rowid, sent, kw, user_id) VALUES (new.id, new.sent, new.kw, new.user_id);
      END;
    `,
  },
  {
    version: 4,
    name: 'process ids per user',
    // A process id (one a client chose) is its owner's own: two users may hold the same one without
    // colliding or learning of each other. SQLite cannot change a primary key in place, so both
    // tables are rebuilt; rows keep their rowids (the full-text index points at segment ids), and
    // the segments' indexes and triggers are made again as migrations 1 and 3 made them.
    sql: `
      CREATE TABLE recognitions_per_user (
        process_id TEXT NOT NULL,
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
        media_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, process_id)
      );
      INSERT INTO recognitions_per_user (rowid, process_id, user_id, fn, language, status, error, progress, duration, options, notes, engine, media_key, created_at)
        SELECT rowid, process_id, user_id, fn, language, status, error, progress, duration, options, notes, engine, media_key, created_at FROM recognitions;
      CREATE TABLE segments_per_user (
        id INTEGER PRIMARY KEY,
        process_id TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        start REAL NOT NULL,
        end REAL NOT NULL,
        spk TEXT,
        sent TEXT NOT NULL,
        kw TEXT NOT NULL DEFAULT '',
        oa TEXT,
        words TEXT NOT NULL DEFAULT '[]',
        FOREIGN KEY (user_id, process_id) REFERENCES recognitions_per_user (user_id, process_id) ON DELETE CASCADE,
        UNIQUE (user_id, process_id, position)
      );
      INSERT INTO segments_per_user (id, process_id, user_id, position, start, end, spk, sent, kw, oa, words)
        SELECT id, process_id, user_id, position, start, end, spk, sent, kw, oa, words FROM segments;
      DROP TABLE segments;
      DROP TABLE recognitions;
      ALTER TABLE recognitions_per_user RENAME TO recognitions;
      ALTER TABLE segments_per_user RENAME TO segments;
      CREATE INDEX recognitions_user ON recognitions (user_id, created_at DESC);
      CREATE INDEX segments_user_spk ON segments (user_id, spk COLLATE NOCASE, id);
      CREATE INDEX segments_user_oa ON segments (user_id, oa, id);
      CREATE TRIGGER segments_ai AFTER INSERT ON segments BEGIN
        INSERT INTO segments_fts (rowid, sent, kw, user_id) VALUES (new.id, new.sent, new.kw, new.user_id);
      END;
      CREATE TRIGGER segments_ad AFTER DELETE ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw, user_id) VALUES ('delete', old.id, old.sent, old.kw, old.user_id);
      END;
      CREATE TRIGGER segments_au AFTER UPDATE OF sent, kw, user_id ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw, user_id) VALUES ('delete', old.id, old.sent, old.kw, old.user_id);
        INSERT INTO segments_fts (rowid, sent, kw, user_id) VALUES (new.id, new.sent, new.kw, new.user_id);
      END;
    `,
  },
  {
    version: 5,
    name: 'result summaries from an index',
    // A listing sums up each result (segment count, speakers): with the speaker in the index the
    // summary reads the index alone instead of every segment row of every listed result.
    sql: 'CREATE INDEX segments_user_process_spk ON segments (user_id, process_id, spk);',
  },
  {
    version: 6,
    name: 'media token key',
    // Media tokens are signed rather than remembered, so every API host on this store accepts them.
    sql: `
      CREATE TABLE media_token_key (id INTEGER PRIMARY KEY CHECK (id = 1), key BLOB NOT NULL);
      INSERT INTO media_token_key (id, key) VALUES (1, randomblob(32));
    `,
  },
];
