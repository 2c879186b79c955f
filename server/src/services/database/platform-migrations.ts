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
  // Version 3 (recognition results) belongs to the workspace plugin now: its migration 1 adopts it.
  {
    version: 4,
    name: 'one-time tokens: replaced, and the registration a confirmation applies',
    sql: `
      ALTER TABLE one_time_tokens ADD COLUMN replaced_at TEXT;
      ALTER TABLE one_time_tokens ADD COLUMN registration TEXT;
    `,
  },
  {
    version: 5,
    name: 'the host processes sharing the data dir',
    sql: `
      CREATE TABLE host_processes (
        owner TEXT PRIMARY KEY,
        role TEXT NOT NULL,
        started_at TEXT NOT NULL,
        seen_at INTEGER NOT NULL
      );
    `,
  },
];
