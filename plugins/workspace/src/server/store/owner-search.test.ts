import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@speechdeck/core/server';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import type { RecognizedSegment, SegmentHit } from '../../index.ts';
import { openResultsStore } from './open-results-store.ts';
import type { Page, ResultsStore, SegmentSearch } from './results-store.ts';
import { parseSearch } from './fts-query.ts';
import { listingQuery } from './kysely-results-store.ts';
import { searchTerms } from './search-terms.ts';
import type { WorkspaceDb, WorkspaceTables } from './workspace-tables.ts';

/**
 * Search on a varied workspace: several users whose results interleave in time (so their segment
 * ids interleave in the full-text index), words they share and words only one of them says,
 * accents, speakers in two cases, missing labels, then edits, renames, deletions and a result
 * recognized again. Every answer is checked against a plain reading of the query language over
 * every segment of every user, filtered by owner: same hits, same fields, same order, any page,
 * on SQLite (FTS5) and PostgreSQL (tsvector) alike.
 */
// 12 starts like 1: an owner is a whole term of the index, never a prefix.
const USERS = [1, 2, 3, 12];
const VOCABULARY = ['the', 'weather', 'server', 'crashed', 'café', 'prices', 'naïve', 'budget', 'meeting', 'Zürich', 'release', 'on-call'];
const options = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: true };

type Row = { id: number; process_id: string; user_id: number; position: number; start: number; end: number; spk: string | null; sent: string; kw: string; oa: string | null; fn: string };

/** Every match among all users' segments, newest segment first. */
async function everyMatch(db: WorkspaceDb, query: SegmentSearch): Promise<Row[]> {
  const rows = await db.selectFrom('segments as s')
    .innerJoin('recognitions as r', (join) => join.onRef('r.user_id', '=', 's.user_id').onRef('r.process_id', '=', 's.process_id'))
    .select(['s.id', 's.process_id', 's.user_id', 's.position', 's.start', 's.end', 's.spk', 's.sent', 's.kw', 's.oa', 'r.fn'])
    .orderBy('s.id', 'desc')
    .execute();
  if (query.kind === 'spk') return rows.filter((row) => row.spk?.toLowerCase() === query.value.toLowerCase());
  if (query.kind === 'oa') return rows.filter((row) => row.oa === query.value.toLowerCase());
  // Every part (a word, a prefix, a phrase) is found in one of the columns searched.
  const parts = parseSearch(query.value).map(({ words, prefix }) => ({ terms: words.flatMap(searchTerms), prefix }));
  const within = (column: string[], { terms, prefix }: { terms: string[]; prefix: boolean }) =>
    column.some((_, at) => terms.every((term, i) => (prefix && i === terms.length - 1 ? column[at + i]?.startsWith(term) : column[at + i] === term)));
  return rows.filter((row) => {
    const columns = query.kind === 'kw' ? [searchTerms(row.sent), searchTerms(row.kw)] : [searchTerms(row.sent)];
    return parts.length > 0 && parts.every((part) => columns.some((column) => within(column, part)));
  });
}

/** The reference answer: the owner's matches among all, the page of them, in reading order. */
function reference(matches: Row[], userId: number, page: Page): SegmentHit[] {
  const own = matches.filter((row) => row.user_id === userId).slice(page.offset, page.offset + page.limit);
  const firstSeen = [...new Set(own.map((row) => row.process_id))];
  return own
    .sort((a, b) => firstSeen.indexOf(a.process_id) - firstSeen.indexOf(b.process_id) || a.position - b.position)
    .map((row) => ({ processId: row.process_id, userId: row.user_id, fn: row.fn, position: row.position, start: row.start, end: row.end, spk: row.spk, sent: row.sent, kw: row.kw ? row.kw.split(' ') : [], oa: row.oa }));
}

const QUERIES: SegmentSearch[] = [
  ...VOCABULARY.map((value) => ({ kind: 'kw' as const, value })),
  ...USERS.map((id) => ({ kind: 'kw' as const, value: `only${id}` })),
  { kind: 'kw', value: 'cafe' }, { kind: 'kw', value: 'zur*' }, { kind: 'kw', value: 'call' }, { kind: 'kw', value: '"weather server"' },
  { kind: 'sent', value: 'the weather' }, { kind: 'sent', value: '"budget meeting"' }, { kind: 'sent', value: 'naive server*' },
  { kind: 'sent', value: 'on-call' }, { kind: 'sent', value: 'se*' }, { kind: 'sent', value: 'nothing kind' }, { kind: 'sent', value: 'only1 only2' },
  { kind: 'sent', value: '"on call the"' }, { kind: 'sent', value: 'CAFÉ NAÏVE' },
  { kind: 'spk', value: 'S1' }, { kind: 'spk', value: 'ALICE' }, { kind: 'spk', value: 'bob' }, { kind: 'spk', value: 'nobody' },
  { kind: 'oa', value: 'negative' }, { kind: 'oa', value: 'NEUTRAL' }, { kind: 'oa', value: 'none' },
];
const PAGES: Page[] = [{ limit: 100, offset: 0 }, { limit: 7, offset: 0 }, { limit: 7, offset: 5 }, { limit: 25, offset: 40 }, { limit: 500, offset: 0 }];

describe.each(STORE_DIALECTS)('a workspace of several users on %s', (dialect) => {
  let testStore: TestStore;
  let db: WorkspaceDb;
  let store: ResultsStore;

  beforeAll(async () => {
    testStore = await openTestStore(dialect);
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(await testStore.addUser());
    expect(USERS.every((id) => ids.includes(id))).toBe(true);
    const plugin = testStore.forPlugin('workspace');
    db = plugin.tables<WorkspaceTables>();
    let tick = 0;
    store = await openResultsStore(plugin, testStore.jobs, () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    for (let r = 0; r < 12; r++) {
      for (const userId of USERS) {
        const processId = `r${r}`;
        await store.create({ processId, userId, fn: `call-${r}.wav`, options, mediaKey: `${userId}/m${r}` });
        const segments: RecognizedSegment[] = Array.from({ length: 15 + Math.floor(random() * 10) }, (_, position) => {
          const said = Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(VOCABULARY));
          if (random() < 0.2) said.push(`only${userId}`);
          return {
            position, start: position * 3, end: position * 3 + 2, sent: `${said.join(' ')}.`, kw: said.slice(0, 2),
            spk: pick(['S1', 'S2', 'Alice', 'alice', null]), oa: pick(['positive', 'negative', 'neutral', null]),
            words: said.map((w, i) => ({ w, start: position * 3 + i * 0.2, end: position * 3 + i * 0.2 + 0.15 })),
          };
        });
        await store.complete(userId, processId, { language: 'en', duration: segments.length * 3, engine: 'test', segments, notes: [] });
      }
    }
    await store.editSegment(1, 'r3', 2, { text: 'The budget meeting moved to Zürich.' });
    await store.editSegment(2, 'r5', 0, { text: 'Nothing of the kind.' });
    await store.addKeywords(3, 'r6', 1, ['naïve release']);
    await store.renameSpeaker(3, 'r4', 'S1', 'Bob');
    await store.delete(2, 'r7');
    await store.delete(12, 'r0');
    await store.complete(1, 'r1', {
      language: 'en', duration: 6, engine: 'test', notes: [],
      segments: [0, 1].map((position) => ({ position, start: position * 3, end: position * 3 + 2, sent: 'The café server, again.', kw: ['café'], spk: 'S2', oa: 'negative', words: [] })),
    });
  });
  afterAll(() => testStore?.close());

  it('answers search as the query language reads over every segment, filtered by owner, for every user, kind and page', async () => {
    let hits = 0;
    for (const query of QUERIES) {
      const matches = await everyMatch(db, query);
      for (const userId of USERS) {
        for (const page of PAGES) {
          const answer = await store.search(userId, query, page);
          expect(answer, `user ${userId}, ${query.kind} '${query.value}', ${page.limit}@${page.offset}`).toEqual(reference(matches, userId, page));
          hits += answer.length;
        }
      }
    }
    // The comparison means something only if the workspace answers plenty.
    expect(hits).toBeGreaterThan(5000);
    expect(await store.search(2, { kind: 'kw', value: 'only1' }, PAGES[0]!)).toEqual([]);
  });

  it("keeps each segment's owner and words in the full-text index through edits, renames, deletions and results recognized again", async () => {
    for (const userId of USERS) {
      const owned = await db.selectFrom('segments').select('id').where('user_id', '=', userId).orderBy('id').execute();
      const indexed = dialect === 'sqlite'
        ? await sql<{ id: number }>`SELECT rowid AS id FROM segments_fts WHERE segments_fts MATCH ${`user_id : "${userId}"`} ORDER BY rowid`.execute(db)
        : await sql<{ id: number }>`SELECT id FROM segments WHERE terms @@ ${`'@${userId}'`}::tsquery ORDER BY id`.execute(db);
      expect(indexed.rows.map((row) => row.id)).toEqual(owned.map((row) => row.id));
    }
    if (dialect === 'sqlite') {
      // rank 1: the index is checked against the segments table it was built from, not only itself.
      await expect(sql`INSERT INTO segments_fts (segments_fts, rank) VALUES ('integrity-check', 1)`.execute(db)).resolves.toBeDefined();
    } else {
      const rows = await db.selectFrom('segments').select(['sent', 'kw', 'sent_terms', 'kw_terms']).execute();
      expect(rows.filter((row) => row.sent_terms !== searchTerms(row.sent).join(' ') || row.kw_terms !== searchTerms(row.kw).join(' '))).toEqual([]);
    }
  });

  it('sums up each listed result from indexes alone, reading only its first three segments', async () => {
    const compiled = listingQuery(db, dialect, 1, { limit: 10, offset: 0 }).compile();
    const plan = await db.transaction().execute(async (trx) => {
      // A table this small is read whole; the question is whether the indexes can answer alone.
      if (dialect === 'postgres') await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const explain = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
      return (await trx.executeQuery<Record<string, string>>({ ...compiled, sql: `${explain} ${compiled.sql}` })).rows.map((row) => (row.detail ?? row['QUERY PLAN'])!.trim());
    });
    if (dialect === 'sqlite') {
      expect(plan.filter((step) => /^(SEARCH|SCAN) s /.test(step))).toEqual([
        'SEARCH s USING COVERING INDEX sqlite_autoindex_segments_1 (user_id=? AND process_id=?)',
        'SEARCH s USING COVERING INDEX segments_user_process_spk (user_id=? AND process_id=? AND spk>?)',
        'SEARCH s USING INDEX sqlite_autoindex_segments_1 (user_id=? AND process_id=?)',
      ]);
    } else {
      expect(plan.filter((step) => / on segments /.test(step)).map((step) => step.replace(/^-> {2}| on segments .*$/g, ''))).toEqual([
        'Index Only Scan using segments_user_process_spk',
        'Index Only Scan using segments_user_process_spk',
        'Index Scan using segments_user_id_process_id_position_key',
      ]);
    }
  });
});
