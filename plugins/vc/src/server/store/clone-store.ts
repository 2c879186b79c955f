import { jobLife, type Generated, type JobLife, type Kysely, type PluginStore, type Selectable } from '@speechdeck/core/server';
import type { AudioFormat } from '@speechdeck/plugin-tts';
import type { CloneJob, MatchReport } from '../../contract/vc-api.ts';
import type { VcEngineId } from '../engines/voice-cloner.ts';
import { vcMigrations } from './vc-migrations.ts';

/** A clone as the plugin keeps it: what clients see but its job's life, plus what it needs to run it again and serve it. */
export interface StoredClone extends Omit<CloneJob, keyof JobLife> {
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
  create(clone: NewClone): Promise<StoredClone>;
  get(userId: number, id: string): Promise<StoredClone | undefined>;
  /** The user's newest clones first. */
  list(userId: number, limit: number): Promise<StoredClone[]>;
  /** Its audio and report, once made. False when the clone is gone (deleted while it ran). */
  complete(userId: number, id: string, outcome: { audioKey: string; duration: number; report: MatchReport }): Promise<boolean>;
  /** Answers the deleted row, whose files the caller removes. */
  delete(userId: number, id: string): Promise<StoredClone | undefined>;
}

interface ClonesTable {
  id: string;
  /** SQLite's hidden rowid, a column of its own on PostgreSQL: insertion order, for created_at's ties. */
  rowid: Generated<number>;
  user_id: number;
  title: string;
  text: string;
  language: string;
  format: AudioFormat;
  engine: VcEngineId;
  file_name: string;
  reference_key: string;
  audio_key: string | null;
  duration: number | null;
  /** The MatchReport as JSON. */
  report: string | null;
  created_at: string;
}

function fromRow(row: Selectable<ClonesTable>): StoredClone {
  return {
    id: row.id, userId: row.user_id, title: row.title, text: row.text,
    language: row.language, format: row.format, engine: row.engine, fileName: row.file_name, referenceKey: row.reference_key,
    audioKey: row.audio_key, duration: row.duration, report: row.report === null ? null : (JSON.parse(row.report) as MatchReport), createdAt: row.created_at,
  };
}

/** The clone as clients see it, with its job's state: its text, engine choice and files stay on the host. */
export function publicClone(stored: StoredClone, job: JobLife): CloneJob {
  const { id, title, language, format, duration, fileName, report, createdAt } = stored;
  return { id, ...jobLife(job), title, language, format, duration, fileName, report, createdAt };
}

/** The clones table, migrated first. */
export async function openCloneStore(store: PluginStore): Promise<CloneStore> {
  await store.migrate(vcMigrations);
  return createCloneStore(store.tables<{ vc_clones: ClonesTable }>());
}

function createCloneStore(db: Kysely<{ vc_clones: ClonesTable }>): CloneStore {
  const updated = async (query: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }) => Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
  return {
    async create(clone) {
      const row = await db
        .insertInto('vc_clones')
        .values({
          id: clone.id, user_id: clone.userId, title: clone.title, text: clone.text, language: clone.language,
          format: clone.format, engine: clone.engine, file_name: clone.fileName, reference_key: clone.referenceKey, created_at: clone.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },
    async get(userId, id) {
      const row = await db.selectFrom('vc_clones').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async list(userId, limit) {
      const rows = await db.selectFrom('vc_clones').selectAll().where('user_id', '=', userId)
        .orderBy('created_at', 'desc').orderBy('rowid', 'desc').limit(limit).execute();
      return rows.map(fromRow);
    },
    complete: (userId, id, { audioKey, duration, report }) =>
      updated(db.updateTable('vc_clones')
        .set({ audio_key: audioKey, duration, report: JSON.stringify(report) })
        .where('user_id', '=', userId).where('id', '=', id)),
    async delete(userId, id) {
      const row = await db.deleteFrom('vc_clones').where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst();
      return row && fromRow(row);
    },
  };
}
