import { sql, type Generated, type PluginStore } from '@speechdeck/core/server';
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
  replace(userId: number, processId: string, resultCreatedAt: string, entities: readonly StoredEntity[]): Promise<void>;
  /** Segments with an entity of `type` whose text contains `text` (folded), the newest found first. */
  search(userId: number, query: { type?: EntityType; text?: string }, page: Page): Promise<EntitySegment[]>;
  /** Forgets a transcript's entities (its result is gone or was replaced). */
  forget(userId: number, processId: string): Promise<void>;
}

interface NerTables {
  ner_entities: {
    id: Generated<number>;
    user_id: number;
    process_id: string;
    result_created_at: string;
    position: number;
    type: EntityType;
    text: string;
    folded: string;
    start: number;
    end: number;
  };
}

const INSERT_ROWS = 500;

/** The plugin's table, migrated first. */
export async function openNerStore(store: PluginStore): Promise<NerStore> {
  await store.migrate(nerMigrations);
  const db = store.tables<NerTables>();
  // Both sides are folded (lower case, no accents), so a plain substring test is case-blind on either dialect.
  const contains = (folded: string) =>
    store.dialect === 'postgres' ? sql<boolean>`strpos(folded, ${folded}) > 0` : sql<boolean>`instr(folded, ${folded}) > 0`;
  const matching = (userId: number, query: { type?: EntityType; text?: string }) => {
    let select = db.selectFrom('ner_entities').where('user_id', '=', userId);
    if (query.type) select = select.where('type', '=', query.type);
    if (query.text) select = select.where(contains(foldText(query.text)));
    return select;
  };
  return {
    replace: (userId, processId, resultCreatedAt, entities) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('ner_entities').where('user_id', '=', userId).where('process_id', '=', processId).execute();
        // A long transcript's entities in several statements: each dialect caps the values one statement binds.
        for (let at = 0; at < entities.length; at += INSERT_ROWS) {
          await trx.insertInto('ner_entities')
            .values(entities.slice(at, at + INSERT_ROWS).map((entity) => ({ user_id: userId, process_id: processId, result_created_at: resultCreatedAt, ...entity, folded: foldText(entity.text) })))
            .execute();
        }
      }),

    async search(userId, query, page) {
      // The segments of one page first (newest finding first), then every matching entity of those segments.
      const segments = await matching(userId, query)
        .select(['process_id', 'position'])
        .groupBy(['process_id', 'position'])
        .orderBy((eb) => eb.fn.max('id'), 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      if (segments.length === 0) return [];
      const rows = await matching(userId, query)
        .select(['process_id', 'position', 'result_created_at', 'type', 'text', 'start', 'end'])
        .where((eb) => eb.or(segments.map((s) => eb.and([eb('process_id', '=', s.process_id), eb('position', '=', s.position)]))))
        .orderBy('start')
        .execute();
      return segments.map(({ process_id: processId, position }) => {
        const found = rows.filter((row) => row.process_id === processId && row.position === position);
        return {
          processId, position, resultCreatedAt: found[0]?.result_created_at ?? '',
          entities: found.map(({ type, text, start, end }) => ({ position, type, text, start, end })),
        };
      });
    },

    async forget(userId, processId) {
      await db.deleteFrom('ner_entities').where('user_id', '=', userId).where('process_id', '=', processId).execute();
    },
  };
}
