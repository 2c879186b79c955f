import { jobLife, type JobLife, type Selectable } from '@speechdeck/core/server';
import type { Enrollment } from '../../contract/sv-api.ts';
import { nameKey } from './speaker-store.ts';
import type { SpeakerTables } from './speaker-tables.ts';
import { lockedOn, type StoreContext } from './store-context.ts';

/** An enrollment as the plugin keeps it: what clients see but its job's life, plus its owner and its upload until used. */
export interface StoredEnrollment extends Omit<Enrollment, keyof JobLife> {
  userId: number;
  uploadKey: string | null;
  /**
   * Why it was cancelled (its speaker deleted before its clip was stored), null unless it was. Its
   * job is removed then, so this is what it shows.
   */
  cancelReason: string | null;
}

export type NewEnrollment = Pick<StoredEnrollment, 'id' | 'userId' | 'spk' | 'fileName' | 'createdAt'> & { uploadKey: string };

export interface EnrollmentStore {
  create(enrollment: NewEnrollment): Promise<void>;
  get(id: string): Promise<StoredEnrollment | undefined>;
  /** The user's enrollments for a name (compared as `nameKey`) whose clip is neither stored nor cancelled. */
  unsettled(userId: number, key: string): Promise<StoredEnrollment[]>;
  /**
   * Cancels it, saying why, unless its clip is stored or it was cancelled already; answers whether
   * it did. A transaction storing its clip (see `holdOpen`) is waited for.
   */
  cancel(id: string, reason: string): Promise<boolean>;
  /**
   * Whether its clip may still be stored (not stored, not cancelled). Inside SpeakerStores.transaction
   * its row is then held until the transaction ends, so that a cancel waits for what it stores.
   */
  holdOpen(id: string): Promise<boolean>;
  /** Records its result; the upload is then no longer the enrollment's. */
  complete(id: string, result: NonNullable<Enrollment['result']>): Promise<void>;
}

const fromRow = (row: Selectable<SpeakerTables['sv_enrollments']>): StoredEnrollment => ({
  id: row.id, userId: row.user_id, spk: row.spk, fileName: row.file_name, uploadKey: row.upload_key, cancelReason: row.cancel_reason,
  createdAt: row.created_at, result: row.result === null ? null : (JSON.parse(row.result) as Enrollment['result']),
});

/** The enrollment as clients see it, with its life (`enrollmentLife`). */
export function publicEnrollment({ userId: _userId, uploadKey: _uploadKey, cancelReason: _cancelReason, ...enrollment }: StoredEnrollment, life: JobLife): Enrollment {
  return { ...enrollment, ...jobLife(life) };
}

export function createEnrollmentStore({ db, dialect }: StoreContext): EnrollmentStore {
  const open = () => db.selectFrom('sv_enrollments').where('result', 'is', null).where('cancel_reason', 'is', null);
  return {
    async create({ id, userId, spk, fileName, uploadKey, createdAt }) {
      await db.insertInto('sv_enrollments').values({ id, user_id: userId, spk, file_name: fileName, upload_key: uploadKey, created_at: createdAt }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('sv_enrollments').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async unsettled(userId, key) {
      const rows = await open().selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.filter((row) => nameKey(row.spk) === key).map(fromRow);
    },
    async cancel(id, reason) {
      const { numUpdatedRows } = await db
        .updateTable('sv_enrollments')
        .set({ cancel_reason: reason })
        .where('id', '=', id)
        .where('result', 'is', null)
        .where('cancel_reason', 'is', null)
        .executeTakeFirstOrThrow();
      return numUpdatedRows > 0n;
    },
    holdOpen: async (id) => (await open().select('id').where('id', '=', id).$call(lockedOn(dialect)).executeTakeFirst()) !== undefined,
    async complete(id, result) {
      await db.updateTable('sv_enrollments').set({ upload_key: null, result: JSON.stringify(result) }).where('id', '=', id).execute();
    },
  };
}
