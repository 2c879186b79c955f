import { jobLife, type Generated, type JobLife, type PluginStore, type Selectable } from '@speechdeck/core/server';
import type { KeywordRequest, SpotHit, SpotJob, SpottedKeyword } from '../../contract/kws-api.ts';
import { kwsMigrations } from './kws-migrations.ts';

/** A queued spotting as the plugin keeps it: what clients see but its job's life, plus its owner, its audio and what was asked. */
export interface StoredSpot extends Omit<SpotJob, keyof JobLife> {
  userId: number;
  mediaKey: string;
  ownsMedia: boolean;
  requested: KeywordRequest[];
}

export type NewSpot = Omit<StoredSpot, 'hits'>;

export interface SpotStore {
  create(spot: NewSpot): Promise<void>;
  get(id: string): Promise<StoredSpot | undefined>;
  complete(id: string, hits: readonly SpotHit[]): Promise<void>;
}

interface KwsTables {
  kws_spots: {
    id: string;
    user_id: number;
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
  id: row.id, userId: row.user_id, fileName: row.file_name, processId: row.process_id,
  mediaKey: row.media_key, ownsMedia: row.owns_media === 1, language: row.language, duration: row.duration, createdAt: row.created_at,
  requested: JSON.parse(row.requested) as KeywordRequest[], keywords: JSON.parse(row.keywords) as SpottedKeyword[], hits: JSON.parse(row.hits) as SpotHit[],
});

/** The spotting as clients see it, with its job's state: its owner and where its audio lies stay on the host. */
export function publicSpot({ userId: _userId, mediaKey: _mediaKey, ownsMedia: _ownsMedia, requested: _requested, ...spot }: StoredSpot, job: JobLife): SpotJob {
  return { ...spot, ...jobLife(job) };
}

/** The plugin's table, migrated first. */
export async function openSpotStore(store: PluginStore): Promise<SpotStore> {
  await store.migrate(kwsMigrations);
  const db = store.tables<KwsTables>();
  return {
    async create(spot) {
      await db.insertInto('kws_spots').values({
        id: spot.id, user_id: spot.userId, file_name: spot.fileName, process_id: spot.processId, media_key: spot.mediaKey,
        owns_media: spot.ownsMedia ? 1 : 0, language: spot.language, duration: spot.duration, requested: JSON.stringify(spot.requested),
        keywords: JSON.stringify(spot.keywords), created_at: spot.createdAt,
      }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('kws_spots').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async complete(id, hits) {
      await db.updateTable('kws_spots').set({ hits: JSON.stringify(hits) }).where('id', '=', id).execute();
    },
  };
}
