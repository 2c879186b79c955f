import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@speechdeck/core/server';
import { pluginDatabase } from '@speechdeck/server/testing';
import type { RecognizedSegment, SegmentHit } from '../../index.ts';
import { openResultsStore } from './open-results-store.ts';
import type { Page, ResultsStore, SegmentSearch } from './results-store.ts';
import { toFtsQuery } from './fts-query.ts';
import { SUMMARY_SQL } from './sqlite-results-store.ts';

/**
 * Search on a varied workspace: several users whose results interleave in time (so their segment
 * ids interleave in the full-text index), words they share and words only one of them says,
 * accents, speakers in two cases, missing labels, then edits, renames, deletions and a result
 * recognized again. Every answer is checked against the unscoped index filtered by owner, which
 * is how search worked before the index knew owners: same hits, same fields, same order, any page.
 */
// 12 starts like 1: an owner is a whole term of the index, never a prefix.
const USERS = [1, 2, 3, 12];
const VOCABULARY = ['the', 'weather', 'server', 'crashed', 'café', 'prices', 'naïve', 'budget', 'meeting', 'Zürich', 'release', 'on-call'];
const options = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: true };

let dir: string;
let db: Database;
let store: ResultsStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'owner-search-'));
  const database = pluginDatabase(dir, 'workspace');
  db = database.db;
  const addUser = db.prepare("INSERT INTO users (id, email, password_hash, role, created_at) VALUES (?, ?, 'x', 'USER', 'now')");
  for (const id of USERS) addUser.run(id, `user${id}@x.io`);
  let tick = 0;
  store = openResultsStore(database, () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  for (let r = 0; r < 12; r++) {
    for (const userId of USERS) {
      const processId = `r${r}`;
      store.create({ processId, userId, fn: `call-${r}.wav`, options, mediaKey: `${userId}/m${r}` });
      const segments: RecognizedSegment[] = Array.from({ length: 15 + Math.floor(random() * 10) }, (_, position) => {
        const said = Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(VOCABULARY));
        if (random() < 0.2) said.push(`only${userId}`);
        return {
          position, start: position * 3, end: position * 3 + 2, sent: `${said.join(' ')}.`, kw: said.slice(0, 2),
          spk: pick(['S1', 'S2', 'Alice', 'alice', null]), oa: pick(['positive', 'negative', 'neutral', null]),
          words: said.map((w, i) => ({ w, start: position * 3 + i * 0.2, end: position * 3 + i * 0.2 + 0.15 })),
        };
      });
      store.complete(userId, processId, { language: 'en', duration: segments.length * 3, engine: 'test', segments, notes: [] });
    }
  }
  store.editSegment(1, 'r3', 2, { text: 'The budget meeting moved to Zürich.' });
  store.editSegment(2, 'r5', 0, { text: 'Nothing of the kind.' });
  store.renameSpeaker(3, 'r4', 'S1', 'Bob');
  store.delete(2, 'r7');
  store.delete(12, 'r0');
  store.complete(1, 'r1', {
    language: 'en', duration: 6, engine: 'test', notes: [],
    segments: [0, 1].map((position) => ({ position, start: position * 3, end: position * 3 + 2, sent: 'The café server, again.', kw: ['café'], spk: 'S2', oa: 'negative', words: [] })),
  });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Row = { id: number; process_id: string; user_id: number; position: number; start: number; end: number; spk: string | null; sent: string; kw: string; oa: string | null; fn: string };
const JOIN = 'JOIN recognitions r ON r.user_id = s.user_id AND r.process_id = s.process_id';

/** Every match of the whole index (or table), newest segment first, whoever owns it. */
function everyMatch(query: SegmentSearch): Row[] {
  if (query.kind === 'kw' || query.kind === 'sent') {
    const fts = toFtsQuery(query.value);
    if (!fts) return [];
    return db.prepare<[string], Row>(`SELECT s.*, r.fn FROM segments_fts f JOIN segments s ON s.id = f.rowid ${JOIN}
      WHERE segments_fts MATCH ? ORDER BY f.rowid DESC`).all(query.kind === 'kw' ? `{sent kw} : (${fts})` : `sent : (${fts})`);
  }
  const asked = query.value.toLowerCase();
  return db.prepare<[], Row>(`SELECT s.*, r.fn FROM segments s ${JOIN} ORDER BY s.id DESC`).all()
    .filter((row) => (query.kind === 'spk' ? row.spk?.toLowerCase() === asked : row.oa === asked));
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
  { kind: 'kw', value: 'cafe' }, { kind: 'kw', value: 'zur*' }, { kind: 'kw', value: 'call' },
  { kind: 'sent', value: 'the weather' }, { kind: 'sent', value: '"budget meeting"' }, { kind: 'sent', value: 'naive server*' },
  { kind: 'sent', value: 'on-call' }, { kind: 'sent', value: 'se*' }, { kind: 'sent', value: 'nothing kind' }, { kind: 'sent', value: 'only1 only2' },
  { kind: 'spk', value: 'S1' }, { kind: 'spk', value: 'ALICE' }, { kind: 'spk', value: 'bob' }, { kind: 'spk', value: 'nobody' },
  { kind: 'oa', value: 'negative' }, { kind: 'oa', value: 'NEUTRAL' }, { kind: 'oa', value: 'none' },
];
const PAGES: Page[] = [{ limit: 100, offset: 0 }, { limit: 7, offset: 0 }, { limit: 7, offset: 5 }, { limit: 25, offset: 40 }, { limit: 500, offset: 0 }];

describe('search on a workspace of several users', () => {
  it('answers what the unscoped index filtered by owner answers, for every user, kind and page', () => {
    let hits = 0;
    for (const query of QUERIES) {
      const matches = everyMatch(query);
      for (const userId of USERS) {
        for (const page of PAGES) {
          const answer = store.search(userId, query, page);
          expect(answer, `user ${userId}, ${query.kind} '${query.value}', ${page.limit}@${page.offset}`).toEqual(reference(matches, userId, page));
          hits += answer.length;
        }
      }
    }
    // The comparison means something only if the workspace answers plenty.
    expect(hits).toBeGreaterThan(5000);
    expect(store.search(2, { kind: 'kw', value: 'only1' }, PAGES[0]!)).toEqual([]);
  });

  it("keeps each segment's owner in the full-text index through edits, renames, deletions and results recognized again", () => {
    for (const userId of USERS) {
      const indexed = db.prepare<[string], { rowid: number }>('SELECT rowid FROM segments_fts WHERE segments_fts MATCH ? ORDER BY rowid').all(`user_id : "${userId}"`);
      const owned = db.prepare<[number], { id: number }>('SELECT id FROM segments WHERE user_id = ? ORDER BY id').all(userId);
      expect(indexed.map((row) => row.rowid)).toEqual(owned.map((row) => row.id));
    }
    // rank 1: the index is checked against the segments table it was built from, not only itself.
    expect(() => db.prepare("INSERT INTO segments_fts (segments_fts, rank) VALUES ('integrity-check', 1)").run()).not.toThrow();
  });
});

describe('listing results', () => {
  it('sums up each listed result from an index, without reading its segment rows', () => {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${SUMMARY_SQL}`).all({ userId: 1, id: 'x' }) as { detail: string }[];
    expect(plan.map((step) => step.detail)).toContain('SEARCH segments USING COVERING INDEX segments_user_process_spk (user_id=? AND process_id=?)');
  });
});
