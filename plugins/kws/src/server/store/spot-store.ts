import type { PluginDatabase } from '@speechdeck/core/server';
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
  create(spot: NewSpot): void;
  get(id: string): StoredSpot | undefined;
  setStatus(id: string, state: { status: SpotJob['status']; progress?: number; error?: string | null }): void;
  complete(id: string, hits: readonly SpotHit[]): void;
}

interface SpotRow {
  id: string;
  user_id: number;
  status: SpotJob['status'];
  progress: number;
  error: string | null;
  file_name: string;
  process_id: string | null;
  media_key: string;
  owns_media: number;
  language: string;
  duration: number;
  requested: string;
  keywords: string;
  hits: string;
  created_at: string;
}

const fromRow = (row: SpotRow): StoredSpot => ({
  id: row.id, userId: row.user_id, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name, processId: row.process_id,
  mediaKey: row.media_key, ownsMedia: row.owns_media === 1, language: row.language, duration: row.duration, createdAt: row.created_at,
  requested: JSON.parse(row.requested) as KeywordRequest[], keywords: JSON.parse(row.keywords) as SpottedKeyword[], hits: JSON.parse(row.hits) as SpotHit[],
});

/** The spotting as clients see it: its owner and where its audio lies stay on the host. */
export function publicSpot({ userId: _userId, mediaKey: _mediaKey, ownsMedia: _ownsMedia, requested: _requested, ...spot }: StoredSpot): SpotJob {
  return spot;
}

/** The plugin's table, migrated first. */
export function openSpotStore(database: PluginDatabase): SpotStore {
  database.migrate(kwsMigrations);
  const { db } = database;
  const q = {
    insert: db.prepare(`INSERT INTO kws_spots (id, user_id, status, file_name, process_id, media_key, owns_media, language, duration, requested, keywords, created_at)
      VALUES (@id, @userId, 'queued', @fileName, @processId, @mediaKey, @ownsMedia, @language, @duration, @requested, @keywords, @createdAt)`),
    get: db.prepare<[string], SpotRow>('SELECT * FROM kws_spots WHERE id = ?'),
    setStatus: db.prepare(`UPDATE kws_spots SET status = @status, progress = coalesce(@progress, progress),
      error = CASE WHEN @keepError THEN error ELSE @error END WHERE id = @id`),
    complete: db.prepare("UPDATE kws_spots SET status = 'done', progress = 1, error = NULL, hits = ? WHERE id = ?"),
  };
  return {
    create: (spot) => void q.insert.run({
      id: spot.id, userId: spot.userId, fileName: spot.fileName, processId: spot.processId, mediaKey: spot.mediaKey, ownsMedia: spot.ownsMedia ? 1 : 0,
      language: spot.language, duration: spot.duration, requested: JSON.stringify(spot.requested), keywords: JSON.stringify(spot.keywords), createdAt: spot.createdAt,
    }),
    get(id) {
      const row = q.get.get(id);
      return row && fromRow(row);
    },
    setStatus: (id, { status, progress, error }) =>
      void q.setStatus.run({ id, status, progress: progress ?? null, error: error ?? null, keepError: error === undefined ? 1 : 0 }),
    complete: (id, hits) => void q.complete.run(JSON.stringify(hits), id),
  };
}
