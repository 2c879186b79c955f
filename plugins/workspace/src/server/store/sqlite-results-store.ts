import type { Database } from '@speechdeck/core/server';
import type { RecognitionOptions, RecognitionResult, RecognizedSegment, ResultSummary, SegmentHit } from '../../index.ts';
import type { NewResult, Page, ResultsStore, SegmentSearch } from './results-store.ts';
import { toFtsQuery } from './fts-query.ts';

interface RecognitionRow {
  process_id: string;
  user_id: number;
  fn: string;
  language: string;
  status: RecognitionResult['status'];
  error: string | null;
  progress: number;
  duration: number;
  options: string;
  notes: string;
  engine: string | null;
  media_key: string;
  created_at: string;
}

interface SegmentRow {
  process_id: string;
  user_id: number;
  position: number;
  start: number;
  end: number;
  spk: string | null;
  sent: string;
  kw: string;
  oa: string | null;
  words: string;
}

const splitKw = (kw: string) => (kw ? kw.split(' ') : []);

function toSegment(row: SegmentRow): RecognizedSegment {
  return { position: row.position, start: row.start, end: row.end, spk: row.spk, sent: row.sent, kw: splitKw(row.kw), oa: row.oa, words: JSON.parse(row.words) };
}

/**
 * What a hit shows: a segment without its word timings, with its file's name. Read as arrays
 * (better-sqlite3's raw mode): pages of hits are the workspace's hottest read.
 */
/** One listed result in brief; count and speakers come from an index alone (workspace migration 5). */
export const SUMMARY_SQL = `SELECT count(*) AS n, group_concat(DISTINCT spk) AS speakers,
    (SELECT group_concat(sent, ' ') FROM (SELECT sent FROM segments WHERE user_id = @userId AND process_id = @id ORDER BY position LIMIT 3)) AS preview
  FROM segments WHERE user_id = @userId AND process_id = @id`;

const HIT_COLUMNS = 's.process_id, s.user_id, s.position, s.start, s.end, s.spk, s.sent, s.kw, s.oa, r.fn';
type HitRow = [processId: string, userId: number, position: number, start: number, end: number, spk: string | null, sent: string, kw: string, oa: string | null, fn: string];

function toHit([processId, userId, position, start, end, spk, sent, kw, oa, fn]: HitRow): SegmentHit {
  return { processId, userId, fn, position, start, end, spk, sent, kw: splitKw(kw), oa };
}

/** A page of hits, newest result first, each result's hits in the order they were spoken. */
function inReadingOrder(rows: HitRow[]): SegmentHit[] {
  const rank = new Map<string, number>();
  for (const [processId] of rows) if (!rank.has(processId)) rank.set(processId, rank.size);
  return rows.map(toHit).sort((a, b) => rank.get(a.processId)! - rank.get(b.processId)! || a.position - b.position);
}

function base(row: RecognitionRow) {
  return {
    processId: row.process_id, userId: row.user_id, fn: row.fn, language: row.language, status: row.status,
    error: row.error, progress: row.progress, duration: row.duration, createdAt: row.created_at,
    options: JSON.parse(row.options) as RecognitionOptions, notes: JSON.parse(row.notes) as string[], engine: row.engine,
  };
}

/** The embedded "elastic": results and segments in SQLite, segment text and keywords in FTS5. */
export function createSqliteResultsStore(db: Database, now: () => Date): ResultsStore {
  const q = {
    // A process id already taken by the same user (a concurrent call with the same id) stores nothing.
    insert: db.prepare(`INSERT INTO recognitions (process_id, user_id, fn, language, status, options, media_key, duration, created_at)
      VALUES (@processId, @userId, @fn, @language, 'queued', @options, @mediaKey, @duration, @createdAt) ON CONFLICT DO NOTHING`),
    get: db.prepare<[number, string], RecognitionRow>('SELECT * FROM recognitions WHERE user_id = ? AND process_id = ?'),
    segments: db.prepare<[number, string], SegmentRow>('SELECT * FROM segments WHERE user_id = ? AND process_id = ? ORDER BY position'),
    deleteSegments: db.prepare('DELETE FROM segments WHERE user_id = ? AND process_id = ?'),
    insertSegment: db.prepare(`INSERT INTO segments (process_id, user_id, position, start, end, spk, sent, kw, oa, words)
      VALUES (@processId, @userId, @position, @start, @end, @spk, @sent, @kw, @oa, @words)`),
    complete: db.prepare(`UPDATE recognitions SET status = 'done', progress = 1, error = NULL, language = @language,
      duration = @duration, engine = @engine, notes = @notes WHERE user_id = @userId AND process_id = @processId`),
    list: db.prepare<[number, number, number], RecognitionRow>('SELECT * FROM recognitions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?'),
    listByFn: db.prepare<[number, string, number, number], RecognitionRow>(
      "SELECT * FROM recognitions WHERE user_id = ? AND instr(lower(fn), lower(?)) > 0 ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?"),
    summaryOf: db.prepare<[{ userId: number; id: string }], { n: number; speakers: string | null; preview: string | null }>(SUMMARY_SQL),
    fileNames: db.prepare<[number], { fn: string; processId: string; createdAt: string }>(
      'SELECT fn, process_id AS processId, created_at AS createdAt FROM recognitions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC'),
    // Newest segments first by rowid, which FTS5 and the (user, spk|oa, id) indexes walk in order,
    // so a query stops after one page instead of sorting every match.
    byText: db.prepare<[string, number, number, number], HitRow>(
      `SELECT ${HIT_COLUMNS} FROM segments_fts f JOIN segments s ON s.id = f.rowid JOIN recognitions r ON r.user_id = s.user_id AND r.process_id = s.process_id
       WHERE segments_fts MATCH ? AND s.user_id = ? ORDER BY f.rowid DESC LIMIT ? OFFSET ?`).raw(),
    bySpk: db.prepare<[number, string, number, number], HitRow>(
      `SELECT ${HIT_COLUMNS} FROM segments s JOIN recognitions r ON r.user_id = s.user_id AND r.process_id = s.process_id
       WHERE s.user_id = ? AND s.spk = ? COLLATE NOCASE ORDER BY s.id DESC LIMIT ? OFFSET ?`).raw(),
    byOa: db.prepare<[number, string, number, number], HitRow>(
      `SELECT ${HIT_COLUMNS} FROM segments s JOIN recognitions r ON r.user_id = s.user_id AND r.process_id = s.process_id
       WHERE s.user_id = ? AND s.oa = ? ORDER BY s.id DESC LIMIT ? OFFSET ?`).raw(),
    editText: db.prepare('UPDATE segments SET sent = @text, kw = @kw WHERE user_id = @userId AND process_id = @processId AND position = @position'),
    segmentKw: db.prepare<[number, string, number], { kw: string }>('SELECT kw FROM segments WHERE user_id = ? AND process_id = ? AND position = ?'),
    setKw: db.prepare('UPDATE segments SET kw = ? WHERE user_id = ? AND process_id = ? AND position = ?'),
    editSpk: db.prepare('UPDATE segments SET spk = ? WHERE user_id = ? AND process_id = ? AND position = ?'),
    renameSpk: db.prepare('UPDATE segments SET spk = ? WHERE user_id = ? AND process_id = ? AND spk = ?'),
    delete: db.prepare('DELETE FROM recognitions WHERE user_id = ? AND process_id = ?'),
    mediaUsers: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM recognitions WHERE media_key = ?'),
    stats: db.prepare<[number], { files: number; seconds: number | null }>(
      "SELECT count(*) AS files, sum(CASE WHEN status = 'done' THEN duration END) AS seconds FROM recognitions WHERE user_id = ?"),
    byStatus: db.prepare<[number], { status: string; n: number }>('SELECT status, count(*) AS n FROM recognitions WHERE user_id = ? GROUP BY status'),
  };

  function get(userId: number, processId: string) {
    const row = q.get.get(userId, processId);
    if (!row) return undefined;
    const segments = q.segments.all(userId, processId).map(toSegment);
    return { ...base(row), text: segments.map((s) => s.sent).join(' '), segments, mediaKey: row.media_key };
  }

  function publicView(userId: number, processId: string): RecognitionResult {
    const { mediaKey: _mediaKey, ...result } = get(userId, processId)!;
    return result;
  }

  function summary(row: RecognitionRow): ResultSummary {
    const info = q.summaryOf.get({ userId: row.user_id, id: row.process_id })!;
    return { ...base(row), segmentCount: info.n, speakers: info.speakers ? info.speakers.split(',').sort() : [], preview: (info.preview ?? '').slice(0, 200) };
  }

  return {
    create(result: NewResult) {
      const { changes } = q.insert.run({ ...result, language: result.options.language, options: JSON.stringify(result.options), duration: result.duration ?? 0, createdAt: now().toISOString() });
      return { result: publicView(result.userId, result.processId), created: changes > 0 };
    },
    get,
    setStatus(userId, processId, change) {
      const sets = ['status = @status'];
      if (change.progress !== undefined) sets.push('progress = @progress');
      if (change.error !== undefined) sets.push('error = @error');
      if (change.duration !== undefined) sets.push('duration = @duration');
      db.prepare(`UPDATE recognitions SET ${sets.join(', ')} WHERE user_id = @userId AND process_id = @processId`).run({ ...change, userId, processId });
    },
    complete: (userId, processId, outcome) =>
      db.transaction(() => {
        if (!q.get.get(userId, processId)) throw new Error(`no recognition ${processId} of user ${userId}`);
        q.deleteSegments.run(userId, processId);
        for (const segment of outcome.segments) {
          q.insertSegment.run({ ...segment, processId, userId, kw: segment.kw.join(' '), words: JSON.stringify(segment.words) });
        }
        q.complete.run({ userId, processId, language: outcome.language, duration: outcome.duration, engine: outcome.engine, notes: JSON.stringify(outcome.notes) });
        return publicView(userId, processId);
      })(),
    list: (userId: number, page: Page, fn?: string) =>
      (fn ? q.listByFn.all(userId, fn, page.limit, page.offset) : q.list.all(userId, page.limit, page.offset)).map(summary),
    fileNames: (userId) => q.fileNames.all(userId),
    search(userId: number, query: SegmentSearch, page: Page) {
      switch (query.kind) {
        case 'spk':
          return inReadingOrder(q.bySpk.all(userId, query.value, page.limit, page.offset));
        case 'oa':
          return inReadingOrder(q.byOa.all(userId, query.value.toLowerCase(), page.limit, page.offset));
        case 'kw':
        case 'sent': {
          const fts = toFtsQuery(query.value);
          if (!fts) return [];
          // The owner's id is a term of the index (migration 3): FTS5 walks only their matches.
          const match = `user_id : "${userId}" AND ${query.kind === 'kw' ? '{sent kw}' : 'sent'} : (${fts})`;
          return inReadingOrder(q.byText.all(match, userId, page.limit, page.offset));
        }
      }
    },
    editSegment(userId, processId, position, change) {
      return db.transaction(() => {
        let changed = 0;
        if (change.text !== undefined) {
          const current = q.segmentKw.get(userId, processId, position);
          // Keywords the new text no longer says would find the segment for words it lacks.
          const words = new Set(change.text.toLocaleLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
          const kw = splitKw(current?.kw ?? '').filter((k) => words.has(k.toLocaleLowerCase())).join(' ');
          changed += q.editText.run({ text: change.text, kw, userId, processId, position }).changes;
        }
        if (change.spk !== undefined) changed += q.editSpk.run(change.spk, userId, processId, position).changes;
        return changed > 0 ? publicView(userId, processId) : undefined;
      })();
    },
    addKeywords(userId, processId, position, words) {
      return db.transaction(() => {
        const current = q.segmentKw.get(userId, processId, position);
        if (!current) return false;
        const kw = splitKw(current.kw);
        // Keywords are single words: a phrase adds each of its words.
        for (const word of words.flatMap((w) => w.split(/\s+/)).filter(Boolean)) if (!kw.includes(word)) kw.push(word);
        if (kw.length > splitKw(current.kw).length) q.setKw.run(kw.join(' '), userId, processId, position);
        return true;
      })();
    },
    renameSpeaker(userId, processId, from, to) {
      return q.renameSpk.run(to, userId, processId, from).changes > 0 ? publicView(userId, processId) : undefined;
    },
    delete(userId, processId) {
      const row = q.get.get(userId, processId);
      if (!row) return undefined;
      q.delete.run(userId, processId);
      return { mediaKey: row.media_key, stillUsed: q.mediaUsers.get(row.media_key)!.n > 0 };
    },
    stats(userId) {
      const totals = q.stats.get(userId)!;
      const byStatus = Object.fromEntries(q.byStatus.all(userId).map((r) => [r.status, r.n]));
      return { files: totals.files, seconds: totals.seconds ?? 0, byStatus, recent: q.list.all(userId, 5, 0).map(summary) };
    },
  };
}
