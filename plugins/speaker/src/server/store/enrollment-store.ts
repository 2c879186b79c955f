import type { Selectable } from '@speechdeck/core/server';
import type { Enrollment, SvJobStatus } from '../../contract/sv-api.ts';
import { nameKey } from './speaker-store.ts';
import type { SpeakerTables } from './speaker-tables.ts';
import { lockedOn, type StoreContext } from './store-context.ts';

/** An enrollment as the host keeps it: what clients see, plus its owner and its upload until used. */
export interface StoredEnrollment extends Enrollment {
  userId: number;
  uploadKey: string | null;
}

export type NewEnrollment = Pick<StoredEnrollment, 'id' | 'userId' | 'spk' | 'fileName' | 'createdAt'> & { uploadKey: string };

export interface EnrollmentStore {
  /** Stores an enrollment in state 'queued'. */
  create(enrollment: NewEnrollment): Promise<void>;
  get(id: string): Promise<StoredEnrollment | undefined>;
  /**
   * Whether it is still running (not cancelled). Inside SpeakerStores.transaction its row is then
   * held until the transaction ends, so that a cancel waits for what the transaction stores.
   */
  holdRunning(id: string): Promise<boolean>;
  /** Failed is final: a failed (or cancelled) enrollment's state no longer changes. */
  setStatus(id: string, state: { status: SvJobStatus; progress?: number; error?: string | null }): Promise<void>;
  /** Fails the user's queued and running enrollments for a name (compared as `nameKey`), saying why; answers how many. */
  cancelPending(userId: number, key: string, error: string): Promise<number>;
  /** Marks it done with its result; the upload is then no longer the enrollment's. */
  complete(id: string, result: NonNullable<Enrollment['result']>): Promise<void>;
}

const fromRow = (row: Selectable<SpeakerTables['sv_enrollments']>): StoredEnrollment => ({
  id: row.id, userId: row.user_id, spk: row.spk, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name,
  uploadKey: row.upload_key, createdAt: row.created_at, result: row.result === null ? null : (JSON.parse(row.result) as Enrollment['result']),
});

/** The enrollment as clients see it. */
export function publicEnrollment({ userId: _userId, uploadKey: _uploadKey, ...enrollment }: StoredEnrollment): Enrollment {
  return enrollment;
}

const PENDING: SvJobStatus[] = ['queued', 'running'];

export function createEnrollmentStore({ db, dialect }: StoreContext): EnrollmentStore {
  return {
    async create({ id, userId, spk, fileName, uploadKey, createdAt }) {
      await db.insertInto('sv_enrollments').values({ id, user_id: userId, spk, status: 'queued', file_name: fileName, upload_key: uploadKey, created_at: createdAt }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('sv_enrollments').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async holdRunning(id) {
      const row = await db.selectFrom('sv_enrollments').select('status').where('id', '=', id).$call(lockedOn(dialect)).executeTakeFirst();
      return row?.status === 'running';
    },
    async setStatus(id, { status, progress, error }) {
      await db
        .updateTable('sv_enrollments')
        .set({ status, ...(progress !== undefined && { progress }), ...(error !== undefined && { error }) })
        .where('id', '=', id)
        .where('status', '!=', 'failed')
        .execute();
    },
    async complete(id, result) {
      await db.updateTable('sv_enrollments').set({ status: 'done', progress: 1, error: null, upload_key: null, result: JSON.stringify(result) }).where('id', '=', id).execute();
    },
    async cancelPending(userId, key, error) {
      const pending = await db.selectFrom('sv_enrollments').select(['id', 'spk']).where('user_id', '=', userId).where('status', 'in', PENDING).execute();
      const ids = pending.filter((row) => nameKey(row.spk) === key).map((row) => row.id);
      if (ids.length === 0) return 0;
      const { numUpdatedRows } = await db
        .updateTable('sv_enrollments')
        .set({ status: 'failed', error })
        .where('id', 'in', ids)
        .where('status', 'in', PENDING)
        .executeTakeFirstOrThrow();
      return Number(numUpdatedRows);
    },
  };
}
