import type { Migration } from '@speechdeck/core/server';

/**
 * The vc plugin's tables. A queued clone keeps its text in the row (at most VC_LIMITS.queueMaxChars)
 * and its reference recording (16 kHz mono WAV) and audio as files of the user's media folder.
 */
export const vcMigrations: Migration[] = [
  {
    version: 1,
    name: 'stored clones per user',
    sql: `
      CREATE TABLE vc_clones (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        language TEXT NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('wav', 'mp3', 'ogg')),
        engine TEXT NOT NULL CHECK (engine IN ('voice-matching', 'remote')),
        file_name TEXT NOT NULL,
        reference_key TEXT NOT NULL,
        audio_key TEXT,
        duration REAL,
        report TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX vc_clones_user ON vc_clones (user_id, created_at DESC);
    `,
  },
];
