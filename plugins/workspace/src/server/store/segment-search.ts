import { sql, type StoreDialect } from '@speechdeck/core/server';
import type { SegmentHit } from '../../index.ts';
import type { Page, SegmentSearch } from './results-store.ts';
import { toFtsQuery, toTsQuery } from './fts-query.ts';
import { asciiLower } from './ascii-lower.ts';
import type { WorkspaceDb } from './workspace-tables.ts';

const HIT_COLUMNS = ['s.process_id', 's.user_id', 's.position', 's.start', 's.end', 's.spk', 's.sent', 's.kw', 's.oa', 'r.fn'] as const;

type HitRow = { process_id: string; user_id: number; position: number; start: number; end: number; spk: string | null; sent: string; kw: string; oa: string | null; fn: string };

/**
 * A page of the owner's segments that match, newest segment first, answered in reading order. On
 * SQLite each query walks an index in that order (FTS5's rowids, or (user, spk|oa, id)), so it
 * stops after one page instead of sorting every match; PostgreSQL's planner weighs that walk
 * against sorting what the GIN index matched, by how many segments say the words.
 */
export async function searchSegments(db: WorkspaceDb, dialect: StoreDialect, userId: number, query: SegmentSearch, page: Page): Promise<SegmentHit[]> {
  const rows = await matching(db, dialect, userId, query)?.limit(page.limit).offset(page.offset).execute();
  return rows ? inReadingOrder(rows) : [];
}

function matching(db: WorkspaceDb, dialect: StoreDialect, userId: number, query: SegmentSearch) {
  const segments = () =>
    db.selectFrom('segments as s')
      .innerJoin('recognitions as r', (join) => join.onRef('r.user_id', '=', 's.user_id').onRef('r.process_id', '=', 's.process_id'))
      .select(HIT_COLUMNS)
      .where('s.user_id', '=', userId)
      .orderBy('s.id', 'desc');
  switch (query.kind) {
    case 'spk':
      // ASCII letters compared without case on both, as SQLite's NOCASE does (the indexes are made so).
      return dialect === 'postgres'
        ? segments().where(sql<boolean>`lower(s.spk COLLATE "C") = ${asciiLower(query.value)}`)
        : segments().where(sql<boolean>`s.spk = ${query.value} COLLATE NOCASE`);
    case 'oa':
      return segments().where('s.oa', '=', query.value.toLowerCase());
    case 'kw':
    case 'sent': {
      if (dialect === 'postgres') {
        const text = toTsQuery(query.value, query.kind === 'kw' ? 'AB' : 'A');
        // The owner's id is a term of the index (workspace migration 1): the index yields only their matches.
        return text === null ? undefined : segments().where(sql<boolean>`s.terms @@ ${`'@${userId}' & (${text})`}::tsquery`);
      }
      const fts = toFtsQuery(query.value);
      if (fts === null) return undefined;
      // The owner's id is a term of the index (migration 3): FTS5 walks only their matches.
      const match = `user_id : "${userId}" AND ${query.kind === 'kw' ? '{sent kw}' : 'sent'} : (${fts})`;
      return db.selectFrom('segments_fts as f')
        .innerJoin('segments as s', 's.id', 'f.rowid')
        .innerJoin('recognitions as r', (join) => join.onRef('r.user_id', '=', 's.user_id').onRef('r.process_id', '=', 's.process_id'))
        .select(HIT_COLUMNS)
        .where(sql<boolean>`f.segments_fts MATCH ${match}`)
        .where('s.user_id', '=', userId)
        .orderBy('f.rowid', 'desc');
    }
  }
}

export const splitKw = (kw: string) => (kw ? kw.split(' ') : []);

/** Newest result first, each result's hits in the order they were spoken. */
function inReadingOrder(rows: HitRow[]): SegmentHit[] {
  const rank = new Map<string, number>();
  for (const row of rows) if (!rank.has(row.process_id)) rank.set(row.process_id, rank.size);
  return rows.map(toHit).sort((a, b) => rank.get(a.processId)! - rank.get(b.processId)! || a.position - b.position);
}

function toHit(row: HitRow): SegmentHit {
  return { processId: row.process_id, userId: row.user_id, fn: row.fn, position: row.position, start: row.start, end: row.end, spk: row.spk, sent: row.sent, kw: splitKw(row.kw), oa: row.oa };
}
