import type { Migration } from '@speechdeck/core/server';

export const platformMigrations: Migration[] = [
  {
    version: 1,
    name: 'users and one-time tokens',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('USER', 'ADMIN')),
        active INTEGER NOT NULL DEFAULT 1,
        confirmed INTEGER NOT NULL DEFAULT 0,
        employee_id INTEGER,
        token_version INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE one_time_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'reset')),
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);
    `,
  },
  {
    version: 2,
    name: 'jobs',
    sql: `
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        payload TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        lease_owner TEXT,
        lease_until INTEGER,
        error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX jobs_pick ON jobs (status, created_at);
    `,
  },
  {
    version: 3,
    name: 'recognition results with full-text search',
    sql: `
      CREATE TABLE recognitions (
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
      CREATE INDEX recognitions_user ON recognitions (user_id, created_at DESC);
      CREATE TABLE segments (
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
      CREATE INDEX segments_user_spk ON segments (user_id, spk COLLATE NOCASE, id);
      CREATE INDEX segments_user_oa ON segments (user_id, oa, id);
      CREATE VIRTUAL TABLE segments_fts USING fts5(
        sent, kw, content = 'segments', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      );
      CREATE TRIGGER segments_ai AFTER INSERT ON segments BEGIN
        INSERT INTO segments_fts (rowid, sent, kw) VALUES (new.id, new.sent, new.kw);
      END;
      CREATE TRIGGER segments_ad AFTER DELETE ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw) VALUES ('delete', old.id, old.sent, old.kw);
      END;
      CREATE TRIGGER segments_au AFTER UPDATE ON segments BEGIN
        INSERT INTO segments_fts (segments_fts, rowid, sent, kw) VALUES ('delete', old.id, old.sent, old.kw);
        INSERT INTO segments_fts (rowid, sent, kw) VALUES (new.id, new.sent, new.kw);
      END;
    `,
  },
];
