import { jobLife, type JobLife, type Selectable } from '@speechdeck/core/server';
import type { SpeakerAnalysis } from '../../contract/sv-api.ts';
import type { SpeakerTables } from './speaker-tables.ts';
import type { StoreContext } from './store-context.ts';

/** A diarization or tracking as the plugin keeps it: what clients see but its job's life, plus its owner and recording. */
export interface StoredAnalysis extends Omit<SpeakerAnalysis, keyof JobLife> {
  userId: number;
  /** The upload until the job converted it, then the recording as a 16 kHz mono WAV. */
  mediaKey: string;
}

export type NewAnalysis = Pick<StoredAnalysis, 'id' | 'userId' | 'kind' | 'fileName' | 'duration' | 'requestedSpeakers' | 'mediaKey' | 'createdAt'>;

export interface AnalysisStore {
  create(analysis: NewAnalysis): Promise<void>;
  get(id: string): Promise<StoredAnalysis | undefined>;
  /** The user's newest first. */
  list(userId: number, limit: number): Promise<StoredAnalysis[]>;
  /** The converted recording and its measured seconds. False when it is gone. */
  setMedia(id: string, mediaKey: string, duration: number): Promise<boolean>;
  /** False when it is gone. */
  complete(id: string, outcome: Pick<SpeakerAnalysis, 'segments' | 'speakers'>): Promise<boolean>;
  /**
   * Records the workspace result it was saved as, in place of `previous` (the one it was read
   * with). False when another save recorded one meanwhile, or when it is gone.
   */
  setProcessId(id: string, processId: string, previous: string | null): Promise<boolean>;
  /** Answers the deleted row, whose recording the caller removes. */
  delete(id: string): Promise<StoredAnalysis | undefined>;
}

const fromRow = (row: Selectable<SpeakerTables['sv_analyses']>): StoredAnalysis => ({
  id: row.id, userId: row.user_id, kind: row.kind, fileName: row.file_name,
  duration: row.duration, requestedSpeakers: row.requested_speakers, mediaKey: row.media_key, processId: row.process_id, createdAt: row.created_at,
  segments: JSON.parse(row.segments) as SpeakerAnalysis['segments'], speakers: JSON.parse(row.speakers) as SpeakerAnalysis['speakers'],
});

/** The analysis as clients see it, with its job's state: where its recording lies stays on the host. */
export function publicAnalysis({ userId: _userId, mediaKey: _mediaKey, ...analysis }: StoredAnalysis, job: JobLife): SpeakerAnalysis {
  return { ...analysis, ...jobLife(job) };
}

const changed = ({ numUpdatedRows }: { numUpdatedRows: bigint }) => numUpdatedRows > 0n;

export function createAnalysisStore({ db }: StoreContext): AnalysisStore {
  const update = (id: string) => db.updateTable('sv_analyses').where('id', '=', id);
  return {
    async create({ id, userId, kind, fileName, duration, requestedSpeakers, mediaKey, createdAt }) {
      await db
        .insertInto('sv_analyses')
        .values({ id, user_id: userId, kind, file_name: fileName, duration, requested_speakers: requestedSpeakers, media_key: mediaKey, created_at: createdAt })
        .execute();
    },
    async get(id) {
      const row = await db.selectFrom('sv_analyses').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    list: async (userId, limit) =>
      (await db.selectFrom('sv_analyses').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('rowid', 'desc').limit(limit).execute()).map(fromRow),
    setMedia: async (id, mediaKey, duration) => changed(await update(id).set({ media_key: mediaKey, duration }).executeTakeFirstOrThrow()),
    complete: async (id, { segments, speakers }) =>
      changed(await update(id).set({ segments: JSON.stringify(segments), speakers: JSON.stringify(speakers) }).executeTakeFirstOrThrow()),
    setProcessId: async (id, processId, previous) =>
      changed(await update(id).set({ process_id: processId }).where('process_id', previous === null ? 'is' : '=', previous).executeTakeFirstOrThrow()),
    async delete(id) {
      const row = await db.deleteFrom('sv_analyses').where('id', '=', id).returningAll().executeTakeFirst();
      return row && fromRow(row);
    },
  };
}
