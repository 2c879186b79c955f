import type { Database, PluginDatabase } from '@speechdeck/core/server';
import type { AudioFormat, Synthesis } from '../../contract/tts-api.ts';
import { synthesisMigrations } from './synthesis-migrations.ts';

/** A synthesis as the host keeps it: what clients see, plus what it needs to run it again and serve it. */
export interface StoredSynthesis extends Synthesis {
  userId: number;
  rate: number;
  pitch: number;
  /** Media key of the text to say (a file in the user's media folder). */
  textKey: string;
  /** Media key of the audio, once done. */
  audioKey: string | null;
}

export type NewSynthesis = Pick<StoredSynthesis, 'id' | 'userId' | 'title' | 'characters' | 'language' | 'voice' | 'engine' | 'format' | 'rate' | 'pitch' | 'fileName' | 'textKey' | 'createdAt'>;

export interface SynthesesStore {
  /** Stores a synthesis in state 'queued'. */
  create(synthesis: NewSynthesis): StoredSynthesis;
  get(userId: number, id: string): StoredSynthesis | undefined;
  /** The user's newest syntheses first. */
  list(userId: number, limit: number): StoredSynthesis[];
  /** False when the synthesis is gone (deleted while it ran). */
  setStatus(userId: number, id: string, state: { status: Synthesis['status']; progress?: number; error?: string | null }): boolean;
  /** False when the synthesis is gone. */
  complete(userId: number, id: string, audio: { audioKey: string; duration: number; bytes: number }): boolean;
  /** Answers the deleted row, whose files the caller removes. */
  delete(userId: number, id: string): StoredSynthesis | undefined;
}

interface SynthesisRow {
  id: string;
  user_id: number;
  status: Synthesis['status'];
  progress: number;
  error: string | null;
  title: string;
  characters: number;
  language: string;
  voice: string;
  engine: string;
  format: AudioFormat;
  rate: number;
  pitch: number;
  file_name: string;
  text_key: string;
  audio_key: string | null;
  duration: number | null;
  bytes: number | null;
  created_at: string;
}

function fromRow(row: SynthesisRow): StoredSynthesis {
  return {
    id: row.id, userId: row.user_id, status: row.status, progress: row.progress, error: row.error, title: row.title,
    characters: row.characters, language: row.language, voice: row.voice, engine: row.engine, format: row.format,
    rate: row.rate, pitch: row.pitch, fileName: row.file_name, textKey: row.text_key, audioKey: row.audio_key,
    duration: row.duration, bytes: row.bytes, createdAt: row.created_at,
  };
}

/** The synthesis as clients see it: where its files lie on the host stays on the host. */
export function publicSynthesis(stored: StoredSynthesis): Synthesis {
  const { userId: _userId, rate: _rate, pitch: _pitch, textKey: _textKey, audioKey: _audioKey, ...synthesis } = stored;
  return synthesis;
}

/** The syntheses table, migrated first. */
export function openSynthesesStore(database: PluginDatabase): SynthesesStore {
  database.migrate(synthesisMigrations);
  return createSynthesesStore(database.db);
}

function createSynthesesStore(db: Database): SynthesesStore {
  const q = {
    insert: db.prepare(`INSERT INTO syntheses (id, user_id, status, title, characters, language, voice, engine, format, rate, pitch, file_name, text_key, created_at)
      VALUES (@id, @userId, 'queued', @title, @characters, @language, @voice, @engine, @format, @rate, @pitch, @fileName, @textKey, @createdAt)`),
    get: db.prepare<[number, string], SynthesisRow>('SELECT * FROM syntheses WHERE user_id = ? AND id = ?'),
    list: db.prepare<[number, number], SynthesisRow>('SELECT * FROM syntheses WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?'),
    setStatus: db.prepare(`UPDATE syntheses SET status = @status, progress = coalesce(@progress, progress), error = CASE WHEN @keepError THEN error ELSE @error END
      WHERE user_id = @userId AND id = @id`),
    complete: db.prepare(`UPDATE syntheses SET status = 'done', progress = 1, error = NULL, audio_key = @audioKey, duration = @duration, bytes = @bytes
      WHERE user_id = @userId AND id = @id`),
    delete: db.prepare<[number, string], SynthesisRow>('DELETE FROM syntheses WHERE user_id = ? AND id = ? RETURNING *'),
  };
  const get = (userId: number, id: string) => {
    const row = q.get.get(userId, id);
    return row && fromRow(row);
  };
  return {
    create(synthesis) {
      q.insert.run(synthesis);
      return get(synthesis.userId, synthesis.id)!;
    },
    get,
    list: (userId, limit) => q.list.all(userId, limit).map(fromRow),
    setStatus: (userId, id, { status, progress, error }) =>
      q.setStatus.run({ userId, id, status, progress: progress ?? null, error: error ?? null, keepError: error === undefined ? 1 : 0 }).changes > 0,
    complete: (userId, id, audio) => q.complete.run({ userId, id, ...audio }).changes > 0,
    delete(userId, id) {
      const row = q.delete.get(userId, id);
      return row && fromRow(row);
    },
  };
}
