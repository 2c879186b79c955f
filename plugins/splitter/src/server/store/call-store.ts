import type { PluginDatabase } from '@speechdeck/core/server';
import type { CallJobStatus, CallRecognition } from '../../contract/splitter-api.ts';
import { splitterMigrations } from './splitter-migrations.ts';

/** A call recognition as the host keeps it: what clients see, plus its owner, options and recording. */
export interface StoredCall extends CallRecognition {
  userId: number;
  punct: boolean;
  mediaKey: string;
}

export type NewCall = Pick<StoredCall, 'id' | 'userId' | 'fileName' | 'language' | 'channels' | 'punct' | 'duration' | 'mediaKey' | 'createdAt'>;

export interface CallStore {
  /** Stores a call recognition in state 'queued'. */
  create(call: NewCall): void;
  get(id: string): StoredCall | undefined;
  setStatus(id: string, state: { status: CallJobStatus; progress?: number; error?: string | null }): void;
  /** Done, saved to the workspace as `processId`. */
  complete(id: string, processId: string): void;
}

interface CallRow {
  id: string;
  user_id: number;
  status: CallJobStatus;
  progress: number;
  error: string | null;
  file_name: string;
  language: string;
  channels: string;
  punct: number;
  duration: number;
  media_key: string;
  process_id: string | null;
  created_at: string;
}

const fromRow = (row: CallRow): StoredCall => ({
  id: row.id, userId: row.user_id, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name,
  language: row.language, channels: JSON.parse(row.channels) as string[], punct: row.punct === 1, duration: row.duration,
  mediaKey: row.media_key, processId: row.process_id, createdAt: row.created_at,
});

/** The call as clients see it: its owner's options and where its recording lies stay on the host. */
export function publicCall({ userId: _userId, punct: _punct, mediaKey: _mediaKey, ...call }: StoredCall): CallRecognition {
  return call;
}

/** The splitter's table, migrated first. */
export function openCallStore(database: PluginDatabase): CallStore {
  database.migrate(splitterMigrations);
  const { db } = database;
  const q = {
    insert: db.prepare(`INSERT INTO splitter_calls (id, user_id, status, file_name, language, channels, punct, duration, media_key, created_at)
      VALUES (@id, @userId, 'queued', @fileName, @language, @channels, @punct, @duration, @mediaKey, @createdAt)`),
    get: db.prepare<[string], CallRow>('SELECT * FROM splitter_calls WHERE id = ?'),
    setStatus: db.prepare(`UPDATE splitter_calls SET status = @status, progress = coalesce(@progress, progress),
      error = CASE WHEN @keepError THEN error ELSE @error END WHERE id = @id`),
    complete: db.prepare("UPDATE splitter_calls SET status = 'done', progress = 1, error = NULL, process_id = ? WHERE id = ?"),
  };
  return {
    create: (call) => void q.insert.run({ ...call, channels: JSON.stringify(call.channels), punct: call.punct ? 1 : 0 }),
    get(id) {
      const row = q.get.get(id);
      return row && fromRow(row);
    },
    setStatus: (id, { status, progress, error }) =>
      void q.setStatus.run({ id, status, progress: progress ?? null, error: error ?? null, keepError: error === undefined ? 1 : 0 }),
    complete: (id, processId) => void q.complete.run(processId, id),
  };
}
