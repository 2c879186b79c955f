import { jobLife, type JobLife, type PluginStore, type Selectable } from '@speechdeck/core/server';
import type { CallRecognition } from '../../contract/splitter-api.ts';
import { splitterMigrations } from './splitter-migrations.ts';

/** A call recognition as the plugin keeps it: what clients see but its job's life, plus its owner, options and recording. */
export interface StoredCall extends Omit<CallRecognition, keyof JobLife> {
  userId: number;
  punct: boolean;
  mediaKey: string;
}

export type NewCall = Pick<StoredCall, 'id' | 'userId' | 'fileName' | 'language' | 'channels' | 'punct' | 'duration' | 'mediaKey' | 'createdAt'>;

export interface CallStore {
  create(call: NewCall): Promise<void>;
  get(id: string): Promise<StoredCall | undefined>;
  /** Saved to the workspace as `processId`. */
  complete(id: string, processId: string): Promise<void>;
}

interface SplitterTables {
  splitter_calls: {
    id: string;
    user_id: number;
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
  id: row.id, userId: row.user_id, fileName: row.file_name,
  language: row.language, channels: JSON.parse(row.channels) as string[], punct: row.punct === 1, duration: row.duration,
  mediaKey: row.media_key, processId: row.process_id, createdAt: row.created_at,
});

/** The call as clients see it, with its job's state: its owner's options and where its recording lies stay on the host. */
export function publicCall({ userId: _userId, punct: _punct, mediaKey: _mediaKey, ...call }: StoredCall, job: JobLife): CallRecognition {
  return { ...call, ...jobLife(job) };
}

/** The splitter's table, migrated first. */
export async function openCallStore(store: PluginStore): Promise<CallStore> {
  await store.migrate(splitterMigrations);
  const db = store.tables<SplitterTables>();
  return {
    async create(call) {
      await db.insertInto('splitter_calls').values({
        id: call.id, user_id: call.userId, file_name: call.fileName, language: call.language, channels: JSON.stringify(call.channels),
        punct: call.punct ? 1 : 0, duration: call.duration, media_key: call.mediaKey, created_at: call.createdAt,
      }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('splitter_calls').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async complete(id, processId) {
      await db.updateTable('splitter_calls').set({ process_id: processId }).where('id', '=', id).execute();
    },
  };
}
