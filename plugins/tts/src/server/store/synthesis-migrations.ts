import type { Migration } from '@speechdeck/core/server';

/**
 * The tts plugin's tables. The text to say lives in a file of the user's media folder (it may run to
 * 100,000 characters), the row keeps its key; the audio likewise once done.
 */
export const synthesisMigrations: Migration[] = [
  {
    version: 1,
    name: 'stored syntheses per user',
    sql: `
      CREATE TABLE syntheses (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        title TEXT NOT NULL,
        characters INTEGER NOT NULL,
        language TEXT NOT NULL,
        voice TEXT NOT NULL,
        engine TEXT NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('wav', 'mp3', 'ogg')),
        rate REAL NOT NULL,
        pitch REAL NOT NULL,
        file_name TEXT NOT NULL,
        text_key TEXT NOT NULL,
        audio_key TEXT,
        duration REAL,
        bytes INTEGER,
        created_at TEXT NOT NULL
      );
      CREATE INDEX syntheses_user ON syntheses (user_id, created_at DESC);
    `,
  },
];
