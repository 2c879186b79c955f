import { jobLifeToTrackedJobs, type Migration } from '@speechdeck/core/server';

/**
 * The keyword spotting plugin's table: spottings of long recordings, run as jobs. The recording is
 * an upload of the spot's own (removed once the job ends) or a workspace result's audio (kept by
 * the workspace). PostgreSQL's text differs only in its types.
 */
export const kwsMigrations: Migration[] = [
  {
    version: 1,
    name: 'queued keyword spottings per user',
    sql: `
      CREATE TABLE kws_spots (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        file_name TEXT NOT NULL,
        -- The workspace result searched, or null for an upload.
        process_id TEXT,
        media_key TEXT NOT NULL,
        -- 1 when media_key is the spot's own upload, removed when the job ends.
        owns_media INTEGER NOT NULL,
        language TEXT NOT NULL,
        duration REAL NOT NULL,
        -- JSON: the keywords as asked [{ keyword, threshold? }], and as searched (SpottedKeyword[]).
        requested TEXT NOT NULL,
        keywords TEXT NOT NULL,
        -- JSON SpotHit[], once done.
        hits TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX kws_spots_user ON kws_spots (user_id, created_at DESC);
    `,
    postgres: `
      CREATE TABLE kws_spots (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress DOUBLE PRECISION NOT NULL DEFAULT 0,
        error TEXT,
        file_name TEXT NOT NULL,
        process_id TEXT,
        media_key TEXT NOT NULL,
        owns_media INTEGER NOT NULL,
        language TEXT NOT NULL,
        duration DOUBLE PRECISION NOT NULL,
        requested TEXT NOT NULL,
        keywords TEXT NOT NULL,
        hits TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX kws_spots_user ON kws_spots (user_id, created_at DESC);
    `,
  },
  {
    version: 2,
    name: 'a spotting\'s job life moves to the platform\'s tracked jobs',
    sql: jobLifeToTrackedJobs('kws_spots', 'kws.spot'),
  },
];
