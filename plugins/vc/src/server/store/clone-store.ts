import type { Database, PluginDatabase } from '@speechdeck/core/server';
import type { AudioFormat } from '@speechdeck/plugin-tts';
import type { CloneJob, MatchReport } from '../../contract/vc-api.ts';
import type { VcEngineId } from '../engines/voice-cloner.ts';
import { vcMigrations } from './vc-migrations.ts';

/** A clone as the host keeps it: what clients see, plus what it needs to run it again and serve it. */
export interface StoredClone extends CloneJob {
  userId: number;
  text: string;
  engine: VcEngineId;
  /** Media key of the reference recording (16 kHz mono WAV), kept until the clone is deleted. */
  referenceKey: string;
  /** Media key of the audio, once done. */
  audioKey: string | null;
}

export type NewClone = Pick<StoredClone, 'id' | 'userId' | 'title' | 'text' | 'language' | 'format' | 'engine' | 'fileName' | 'referenceKey' | 'createdAt'>;

export interface CloneStore {
  /** Stores a clone in state 'queued'. */
  create(clone: NewClone): StoredClone;
  get(userId: number, id: string): StoredClone | undefined;
  /** The user's newest clones first. */
  list(userId: number, limit: number): StoredClone[];
  /** False when the clone is gone (deleted while it ran). */
  setStatus(userId: number, id: string, state: { status: CloneJob['status']; progress?: number; error?: string | null }): boolean;
  /** False when the clone is gone. */
  complete(userId: number, id: string, outcome: { audioKey: string; duration: number; report: MatchReport }): boolean;
  /** Answers the deleted row, whose files the caller removes. */
  delete(userId: number, id: string): StoredClone | undefined;
}

interface CloneRow {
  id: string;
  user_id: number;
  status: CloneJob['status'];
  progress: number;
  error: string | null;
  title: string;
  text: string;
  language: string;
  format: AudioFormat;
  engine: VcEngineId;
  file_name: string;
  reference_key: string;
  audio_key: string | null;
  duration: number | null;
  report: string | null;
  created_at: string;
}

function fromRow(row: CloneRow): StoredClone {
  return {
    id: row.id, userId: row.user_id, status: row.status, progress: row.progress, error: row.error, title: row.title, text: row.text,
    language: row.language, format: row.format, engine: row.engine, fileName: row.file_name, referenceKey: row.reference_key,
    audioKey: row.audio_key, duration: row.duration, report: row.report === null ? null : (JSON.parse(row.report) as MatchReport), createdAt: row.created_at,
  };
}

/** The clone as clients see it: its text, engine choice and files stay on the host. */
export function publicClone(stored: StoredClone): CloneJob {
  const { id, status, progress, error, title, language, format, duration, fileName, report, createdAt } = stored;
  return { id, status, progress, error, title, language, format, duration, fileName, report, createdAt };
}

/** The clones table, migrated first. */
export function openCloneStore(database: PluginDatabase): CloneStore {
  database.migrate(vcMigrations);
  return createCloneStore(database.db);
}

function createCloneStore(db: Database): CloneStore {
  const q = {
    insert: db.prepare(`INSERT INTO vc_clones (id, user_id, status, title, text, language, format, engine, file_name, reference_key, created_at)
      VALUES (@id, @userId, 'queued', @title, @text, @language, @format, @engine, @fileName, @referenceKey, @createdAt)`),
    get: db.prepare<[number, string], CloneRow>('SELECT * FROM vc_clones WHERE user_id = ? AND id = ?'),
    list: db.prepare<[number, number], CloneRow>('SELECT * FROM vc_clones WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?'),
    setStatus: db.prepare(`UPDATE vc_clones SET status = @status, progress = coalesce(@progress, progress), error = CASE WHEN @keepError THEN error ELSE @error END
      WHERE user_id = @userId AND id = @id`),
    complete: db.prepare(`UPDATE vc_clones SET status = 'done', progress = 1, error = NULL, audio_key = @audioKey, duration = @duration, report = @report
      WHERE user_id = @userId AND id = @id`),
    delete: db.prepare<[number, string], CloneRow>('DELETE FROM vc_clones WHERE user_id = ? AND id = ? RETURNING *'),
  };
  const get = (userId: number, id: string) => {
    const row = q.get.get(userId, id);
    return row && fromRow(row);
  };
  return {
    create(clone) {
      q.insert.run(clone);
      return get(clone.userId, clone.id)!;
    },
    get,
    list: (userId, limit) => q.list.all(userId, limit).map(fromRow),
    setStatus: (userId, id, { status, progress, error }) =>
      q.setStatus.run({ userId, id, status, progress: progress ?? null, error: error ?? null, keepError: error === undefined ? 1 : 0 }).changes > 0,
    complete: (userId, id, { audioKey, duration, report }) => q.complete.run({ userId, id, audioKey, duration, report: JSON.stringify(report) }).changes > 0,
    delete(userId, id) {
      const row = q.delete.get(userId, id);
      return row && fromRow(row);
    },
  };
}
