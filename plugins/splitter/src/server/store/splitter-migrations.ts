import { jobLifeToTrackedJobs, type Migration } from '@speechdeck/core/server';

/**
 * The splitter's table: call recognitions queued with their recording. Splitting itself keeps
 * nothing (the answer is streamed from scratch files removed once it is sent). PostgreSQL's text
 * differs only in its types.
 */
export const splitterMigrations: Migration[] = [
  {
    version: 1,
    name: 'call recognitions per user',
    sql: `
      CREATE TABLE splitter_calls (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        file_name TEXT NOT NULL,
        language TEXT NOT NULL,
        -- The speaker names, channel 0 first, JSON ["agent", "customer"].
        channels TEXT NOT NULL,
        punct INTEGER NOT NULL,
        duration REAL NOT NULL,
        -- The uploaded recording; once done it is the workspace result's media too.
        media_key TEXT NOT NULL,
        process_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX splitter_calls_user ON splitter_calls (user_id, created_at DESC);
    `,
    postgres: `
      CREATE TABLE splitter_calls (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress DOUBLE PRECISION NOT NULL DEFAULT 0,
        error TEXT,
        file_name TEXT NOT NULL,
        language TEXT NOT NULL,
        channels TEXT NOT NULL,
        punct INTEGER NOT NULL,
        duration DOUBLE PRECISION NOT NULL,
        media_key TEXT NOT NULL,
        process_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX splitter_calls_user ON splitter_calls (user_id, created_at DESC);
    `,
  },
  {
    version: 2,
    name: 'a call recognition\'s job life moves to the platform\'s tracked jobs',
    sql: jobLifeToTrackedJobs('splitter_calls', 'splitter.recognize'),
  },
];
