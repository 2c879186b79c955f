import type { Migration } from '@speechdeck/core/server';

/**
 * The speaker plugin's tables. A speaker's clips keep their 16 kHz mono WAV in the user's media
 * folder, so that a new embedder (another `id`) can make their voiceprint again; the embedding is
 * stored as float32 bytes with the id of the embedder that made it.
 */
export const speakerMigrations: Migration[] = [
  {
    version: 1,
    name: 'enrolled speakers, enrollments, identifications and analyses per user',
    sql: `
      CREATE TABLE sv_speakers (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        -- The name compared without regard to case: 'Ayşe' and 'ayşe' are one speaker.
        name_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (user_id, name_key)
      );
      CREATE TABLE sv_clips (
        id TEXT PRIMARY KEY,
        speaker_id INTEGER NOT NULL REFERENCES sv_speakers(id) ON DELETE CASCADE,
        wav_key TEXT NOT NULL,
        clip_seconds REAL NOT NULL,
        speech_seconds REAL NOT NULL,
        -- The speech of the clip that was enrolled (its main voice's), JSON [{start, end}].
        regions TEXT NOT NULL,
        embedding BLOB NOT NULL,
        embedder_id TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sv_clips_speaker ON sv_clips (speaker_id);
      CREATE TABLE sv_enrollments (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        spk TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        file_name TEXT NOT NULL,
        -- The upload, until the job has made the clip of it.
        upload_key TEXT,
        result TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sv_enrollments_user ON sv_enrollments (user_id, created_at DESC);
      CREATE TABLE sv_identifications (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        answer TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, id)
      );
      CREATE INDEX sv_identifications_user ON sv_identifications (user_id, created_at DESC);
      CREATE TABLE sv_analyses (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('diarize', 'track')),
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress REAL NOT NULL DEFAULT 0,
        error TEXT,
        file_name TEXT NOT NULL,
        duration REAL NOT NULL,
        requested_speakers INTEGER,
        -- The upload until the job converted it, then the recording as a 16 kHz mono WAV.
        media_key TEXT NOT NULL,
        segments TEXT NOT NULL DEFAULT '[]',
        speakers TEXT NOT NULL DEFAULT '[]',
        process_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sv_analyses_user ON sv_analyses (user_id, created_at DESC);
    `,
  },
];
