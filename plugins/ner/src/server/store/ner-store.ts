import type { PluginDatabase } from '@speechdeck/core/server';
import type { Page } from '@speechdeck/plugin-workspace/server';
import type { EntityType } from '../../index.ts';
import { foldText } from './fold-text.ts';
import { nerMigrations } from './ner-migrations.ts';

export interface StoredEntity {
  position: number;
  type: EntityType;
  text: string;
  /** Offsets in the transcript's text. */
  start: number;
  end: number;
}

export interface EntitySegment {
  processId: string;
  resultCreatedAt: string;
  position: number;
  entities: StoredEntity[];
}

export interface NerStore {
  /** Keeps a transcript's entities, replacing those it had. */
  replace(userId: number, processId: string, resultCreatedAt: string, entities: readonly StoredEntity[]): void;
  /** Segments with an entity of `type` whose text contains `text` (folded), the newest found first. */
  search(userId: number, query: { type?: EntityType; text?: string }, page: Page): EntitySegment[];
  /** Forgets a transcript's entities (its result is gone or was replaced). */
  forget(userId: number, processId: string): void;
}

interface Row {
  process_id: string;
  result_created_at: string;
  position: number;
  type: EntityType;
  text: string;
  start: number;
  end: number;
}

export function openNerStore(database: PluginDatabase): NerStore {
  const { db } = database;
  database.migrate(nerMigrations);
  const remove = db.prepare('DELETE FROM ner_entities WHERE user_id = ? AND process_id = ?');
  const insert = db.prepare(`INSERT INTO ner_entities (user_id, process_id, result_created_at, position, type, text, folded, start, end)
    VALUES (@userId, @processId, @resultCreatedAt, @position, @type, @text, @folded, @start, @end)`);
  // The segments of one page first (newest finding first), then every matching entity of those segments.
  const MATCH = "user_id = @userId AND (@type IS NULL OR type = @type) AND (@text IS NULL OR instr(folded, @text) > 0)";
  const segments = db.prepare<[{ userId: number; type: string | null; text: string | null; limit: number; offset: number }], { process_id: string; position: number }>(
    `SELECT process_id, position FROM ner_entities WHERE ${MATCH} GROUP BY process_id, position ORDER BY max(id) DESC LIMIT @limit OFFSET @offset`);
  const inSegment = db.prepare<[{ userId: number; type: string | null; text: string | null; processId: string; position: number }], Row>(
    `SELECT * FROM ner_entities WHERE ${MATCH} AND process_id = @processId AND position = @position ORDER BY start`);
  return {
    replace: (userId, processId, resultCreatedAt, entities) =>
      db.transaction(() => {
        remove.run(userId, processId);
        for (const entity of entities) insert.run({ userId, processId, resultCreatedAt, ...entity, folded: foldText(entity.text) });
      })(),
    search(userId, query, page) {
      const match = { userId, type: query.type ?? null, text: query.text ? foldText(query.text) : null };
      return segments.all({ ...match, ...page }).map(({ process_id: processId, position }) => {
        const rows = inSegment.all({ ...match, processId, position });
        return {
          processId, position, resultCreatedAt: rows[0]?.result_created_at ?? '',
          entities: rows.map(({ type, text, start, end }) => ({ position, type, text, start, end })),
        };
      });
    },
    forget: (userId, processId) => void remove.run(userId, processId),
  };
}
