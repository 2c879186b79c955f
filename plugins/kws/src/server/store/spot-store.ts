import type { Generated, PluginStore, Selectable } from '@speechdeck/core/server';
import type { KeywordRequest, SpotHit, SpotJob, SpottedKeyword } from '../../contract/kws-api.ts';
import { kwsMigrations } from './kws-migrations.ts';

/** A queued spotting as the host keeps it: what clients see, plus its owner, its audio and what was asked. */
export interface StoredSpot extends SpotJob {
  userId: number;
  mediaKey: string;
  ownsMedia: boolean;
  requested: KeywordRequest[];
}

export type NewSpot = Omit<StoredSpot, 'status' | 'progress' | 'error' | 'hits'>;

export interface SpotStore {
  /** Stores a spotting in state 'queued'. */
  create(spot: NewSpot): Promise<void>;
  get(id: string): Promise<StoredSpot | undefined>;
  /** A progress or error left out keeps the stored one. */
  setStatus(id: string, state: { status: SpotJob['status']; progress?: number; error?: string | null }): Promise<void>;
  complete(id: string, hits: readonly SpotHit[]): Promise<void>;
}

interface KwsTables {
  kws_spots: {
    id: string;
    user_id: number;
    status: SpotJob['status'];
    progress: Generated<number>;
    error: string | null;
    file_name: string;
    process_id: string | null;
    media_key: string;
    owns_media: number;
    language: string;
    duration: number;
    /** JSON: the keywords as asked (KeywordRequest[]), as searched (SpottedKeyword[]), and the hits (SpotHit[]). */
    requested: string;
    keywords: string;
    hits: Generated<string>;
    created_at: string;
  };
}

const fromRow = (row: Selectable<KwsTables['kws_spots']>): StoredSpot => ({
  id: row.id, userId: row.user_id, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name, processId: row.process_id,
  mediaKey: row.media_key, ownsMedia: row.owns_media === 1, language: row.language, duration: row.duration, createdAt: row.created_at,
  requested: JSON.parse(row.requested) as KeywordRequest[], keywords: JSON.parse(row.keywords) as SpottedKeyword[], hits: JSON.parse(row.hits) as SpotHit[],
});

/** The spotting as clients see it: its owner and where its audio lies stay on the host. */
export function publicSpot({ userId: _userId, mediaKey: _mediaKey, ownsMedia: _ownsMedia, requested: _requested, ...spot }: StoredSpot): SpotJob {
  return spot;
}

/** The plugin's table, migrated first. */
export async function openSpotStore(store: PluginStore): Promise<SpotStore> {
  await store.migrate(kwsMigrations);
  const db = store.tables<KwsTables>();
  return {
    async create(spot) {
      await db.insertInto('kws_spots').values({
        id: spot.id, user_id: spot.userId, status: 'queued', file_name: spot.fileName, process_id: spot.processId, media_key: spot.mediaKey,
        owns_media: spot.ownsMedia ? 1 : 0, language: spot.language, duration: spot.duration, requested: JSON.stringify(spot.requested),
        keywords: JSON.stringify(spot.keywords), created_at: spot.createdAt,
      }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('kws_spots').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async setStatus(id, { status, progress, error }) {
      await db.updateTable('kws_spots')
        .set({ status, ...(progress !== undefined && { progress }), ...(error !== undefined && { error }) })
        .where('id', '=', id)
        .execute();
    },
    async complete(id, hits) {
      await db.updateTable('kws_spots').set({ status: 'done', progress: 1, error: null, hits: JSON.stringify(hits) }).where('id', '=', id).execute();
    },
  };
}
