import type { Database } from '@speechdeck/core/server';
import type { Enrollment, SvJobStatus } from '../../contract/sv-api.ts';
import { nameKey } from './speaker-store.ts';

/** An enrollment as the host keeps it: what clients see, plus its owner and its upload until used. */
export interface StoredEnrollment extends Enrollment {
  userId: number;
  uploadKey: string | null;
}

export type NewEnrollment = Pick<StoredEnrollment, 'id' | 'userId' | 'spk' | 'fileName' | 'createdAt'> & { uploadKey: string };

export interface EnrollmentStore {
  /** Stores an enrollment in state 'queued'. */
  create(enrollment: NewEnrollment): void;
  get(id: string): StoredEnrollment | undefined;
  /** Failed is final: a failed (or cancelled) enrollment's state no longer changes. */
  setStatus(id: string, state: { status: SvJobStatus; progress?: number; error?: string | null }): void;
  /** Fails the user's queued and running enrollments for a name (compared as `nameKey`), saying why; answers how many. */
  cancelPending(userId: number, key: string, error: string): number;
  /** Marks it done with its result; the upload is then no longer the enrollment's. */
  complete(id: string, result: NonNullable<Enrollment['result']>): void;
}

interface EnrollmentRow {
  id: string;
  user_id: number;
  spk: string;
  status: SvJobStatus;
  progress: number;
  error: string | null;
  file_name: string;
  upload_key: string | null;
  result: string | null;
  created_at: string;
}

const fromRow = (row: EnrollmentRow): StoredEnrollment => ({
  id: row.id, userId: row.user_id, spk: row.spk, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name,
  uploadKey: row.upload_key, createdAt: row.created_at, result: row.result === null ? null : (JSON.parse(row.result) as Enrollment['result']),
});

/** The enrollment as clients see it. */
export function publicEnrollment({ userId: _userId, uploadKey: _uploadKey, ...enrollment }: StoredEnrollment): Enrollment {
  return enrollment;
}

export function createEnrollmentStore(db: Database): EnrollmentStore {
  const q = {
    insert: db.prepare(`INSERT INTO sv_enrollments (id, user_id, spk, status, file_name, upload_key, created_at)
      VALUES (@id, @userId, @spk, 'queued', @fileName, @uploadKey, @createdAt)`),
    get: db.prepare<[string], EnrollmentRow>('SELECT * FROM sv_enrollments WHERE id = ?'),
    setStatus: db.prepare(`UPDATE sv_enrollments SET status = @status, progress = coalesce(@progress, progress),
      error = CASE WHEN @keepError THEN error ELSE @error END WHERE id = @id AND status != 'failed'`),
    pending: db.prepare<[number], EnrollmentRow>("SELECT * FROM sv_enrollments WHERE user_id = ? AND status IN ('queued', 'running')"),
    cancel: db.prepare("UPDATE sv_enrollments SET status = 'failed', error = ? WHERE id = ? AND status IN ('queued', 'running')"),
    complete: db.prepare("UPDATE sv_enrollments SET status = 'done', progress = 1, error = NULL, upload_key = NULL, result = ? WHERE id = ?"),
  };
  return {
    create: (enrollment) => void q.insert.run(enrollment),
    get(id) {
      const row = q.get.get(id);
      return row && fromRow(row);
    },
    setStatus: (id, { status, progress, error }) =>
      void q.setStatus.run({ id, status, progress: progress ?? null, error: error ?? null, keepError: error === undefined ? 1 : 0 }),
    complete: (id, result) => void q.complete.run(JSON.stringify(result), id),
    cancelPending(userId, key, error) {
      const rows = q.pending.all(userId).filter((row) => nameKey(row.spk) === key);
      return rows.reduce((count, row) => count + q.cancel.run(error, row.id).changes, 0);
    },
  };
}
