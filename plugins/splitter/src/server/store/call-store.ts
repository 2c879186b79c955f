import type { Generated, PluginStore, Selectable } from '@speechdeck/core/server';
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
  create(call: NewCall): Promise<void>;
  get(id: string): Promise<StoredCall | undefined>;
  /** A progress or error left out keeps the stored one. */
  setStatus(id: string, state: { status: CallJobStatus; progress?: number; error?: string | null }): Promise<void>;
  /** Done, saved to the workspace as `processId`. */
  complete(id: string, processId: string): Promise<void>;
}

interface SplitterTables {
  splitter_calls: {
    id: string;
    user_id: number;
    status: CallJobStatus;
    progress: Generated<number>;
    error: string | null;
    file_name: string;
    language: string;
    /** JSON: the speaker names, channel 0 first. */
    channels: string;
    punct: number;
    duration: number;
    media_key: string;
    process_id: string | null;
    created_at: string;
  };
}

const fromRow = (row: Selectable<SplitterTables['splitter_calls']>): StoredCall => ({
  id: row.id, userId: row.user_id, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name,
  language: row.language, channels: JSON.parse(row.channels) as string[], punct: row.punct === 1, duration: row.duration,
  mediaKey: row.media_key, processId: row.process_id, createdAt: row.created_at,
});

/** The call as clients see it: its owner's options and where its recording lies stay on the host. */
export function publicCall({ userId: _userId, punct: _punct, mediaKey: _mediaKey, ...call }: StoredCall): CallRecognition {
  return call;
}

/** The splitter's table, migrated first. */
export async function openCallStore(store: PluginStore): Promise<CallStore> {
  await store.migrate(splitterMigrations);
  const db = store.tables<SplitterTables>();
  return {
    async create(call) {
      await db.insertInto('splitter_calls').values({
        id: call.id, user_id: call.userId, status: 'queued', file_name: call.fileName, language: call.language, channels: JSON.stringify(call.channels),
        punct: call.punct ? 1 : 0, duration: call.duration, media_key: call.mediaKey, created_at: call.createdAt,
      }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('splitter_calls').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async setStatus(id, { status, progress, error }) {
      await db.updateTable('splitter_calls')
        .set({ status, ...(progress !== undefined && { progress }), ...(error !== undefined && { error }) })
        .where('id', '=', id)
        .execute();
    },
    async complete(id, processId) {
      await db.updateTable('splitter_calls').set({ status: 'done', progress: 1, error: null, process_id: processId }).where('id', '=', id).execute();
    },
  };
}
